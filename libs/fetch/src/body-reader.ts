import { Duplex, Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { FetchError } from './fetch-error.js';

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

function byteLimit(maxBytes: number, url: string, what: string): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > maxBytes) {
        callback(new FetchError('too_large', `${what} is larger than ${maxBytes} bytes`, url));
        return;
      }
      callback(null, chunk);
    },
  });
}

/**
 * Reads a response body, decompressing it, and aborts as soon as either the bytes on the wire or
 * the decoded bytes pass `maxBytes` (a small compressed body can expand enormously).
 */
export async function readBoundedBody(
  body: Readable,
  contentEncoding: string | undefined,
  maxBytes: number,
  url: string,
): Promise<Buffer> {
  const decoder = decoderFor(contentEncoding, url);
  const chunks: Buffer[] = [];
  const collector = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  const decodedLimit = byteLimit(maxBytes, url, 'The response');
  const stages =
    decoder === null
      ? [decodedLimit]
      : [byteLimit(maxBytes, url, 'The compressed response'), decoder, decodedLimit];
  await pipeline([body, ...stages, collector]);
  return Buffer.concat(chunks);
}
