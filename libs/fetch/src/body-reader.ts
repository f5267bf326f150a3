import { Duplex, Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { FetchError } from './fetch-error.js';
import type { BodySink } from './types.js';

/** Deflate bodies are meant to be zlib-wrapped, but some servers send raw deflate; the header tells. */
function looksLikeZlib(chunk: Buffer): boolean {
  const cmf = chunk[0];
  const flg = chunk[1];
  return cmf !== undefined && flg !== undefined && (cmf & 0x0f) === 8 && (cmf * 256 + flg) % 31 === 0;
}

async function* prepend(first: Buffer, rest: AsyncIterator<Buffer>): AsyncIterable<Buffer> {
  yield first;
  for (let next = await rest.next(); next.done !== true; next = await rest.next()) yield next.value;
}

async function* inflateEitherFormat(source: AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done === true) return;
  const inflater = looksLikeZlib(first.value) ? zlib.createInflate() : zlib.createInflateRaw();
  const compressed = Readable.from(prepend(first.value, iterator));
  compressed.on('error', (error) => inflater.destroy(error));
  yield* compressed.pipe(inflater);
}

function decoderFor(contentEncoding: string | undefined, url: string): Duplex | null {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  if (codings.length === 0) return null;
  if (codings.length > 1) {
    throw new FetchError(
      'unsupported_encoding',
      `Layered content encodings are refused (${contentEncoding})`,
      url,
    );
  }
  switch (codings[0]) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return Duplex.from(inflateEitherFormat);
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      throw new FetchError('unsupported_encoding', `Unsupported content encoding ${contentEncoding}`, url);
  }
}

/** Thrown inside the pipeline to stop reading once a truncating reader has what it may keep. */
class EnoughRead extends Error {}

function overLimit(maxBytes: number, url: string, what: string, truncate: boolean): Error {
  return truncate
    ? new EnoughRead()
    : new FetchError('too_large', `${what} is larger than ${maxBytes} bytes`, url);
}

/** Passes compressed bytes on until there are more than `maxBytes` of them. */
function byteLimit(maxBytes: number, url: string, truncate: boolean): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > maxBytes) callback(overLimit(maxBytes, url, 'The compressed response', truncate));
      else callback(null, chunk);
    },
  });
}

/** Where decoded bytes go: kept in memory, or handed to the caller's sink as they arrive. */
type Destination = { chunks: Buffer[] } | { sink: BodySink };

/** Thrown inside the pipeline when the caller's sink wants no more of the body. */
class SinkSatisfied extends Error {}

/** Passes decoded bytes on up to `maxBytes`; past it, keeps what fits (truncating) or fails. */
function boundedCollector(
  destination: Destination,
  maxBytes: number,
  url: string,
  truncate: boolean,
): Writable {
  let total = 0;
  const deliver = (chunk: Buffer): boolean => {
    if ('chunks' in destination) {
      destination.chunks.push(chunk);
      return true;
    }
    return destination.sink(chunk);
  };
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      const room = maxBytes - total;
      total += chunk.length;
      if (total <= maxBytes) {
        callback(deliver(chunk) ? undefined : new SinkSatisfied());
        return;
      }
      if (truncate && room > 0) deliver(chunk.subarray(0, room));
      callback(overLimit(maxBytes, url, 'The response', truncate));
    },
  });
}

export interface BoundedBody {
  body: Buffer;
  /** True when a truncating read stopped at the cap; the body is then the first `maxBytes` bytes. */
  truncated: boolean;
}

/**
 * Reads a response body, decompressing it, and stops as soon as either the bytes on the wire or
 * the decoded bytes pass `maxBytes` (a small compressed body can expand enormously): with an error,
 * or with `truncate` by keeping what fits, for formats that are still useful cut short. With a
 * sink, the decoded bytes stream to it and are not kept; the sink may stop the read early.
 */
export async function readBoundedBody(
  body: Readable,
  contentEncoding: string | undefined,
  maxBytes: number,
  url: string,
  truncate = false,
  sink?: BodySink,
): Promise<BoundedBody> {
  const decoder = decoderFor(contentEncoding, url);
  const chunks: Buffer[] = [];
  const collector = boundedCollector(sink ? { sink } : { chunks }, maxBytes, url, truncate);
  const stages = decoder === null ? [] : [byteLimit(maxBytes, url, truncate), decoder];
  try {
    await pipeline([body, ...stages, collector]);
  } catch (error) {
    if (error instanceof SinkSatisfied) return { body: Buffer.concat(chunks), truncated: false };
    if (!(error instanceof EnoughRead)) throw error;
    // A decoder cut off mid-stream may still hold output; what reached the collector is kept.
    return { body: Buffer.concat(chunks), truncated: true };
  }
  return { body: Buffer.concat(chunks), truncated: false };
}
