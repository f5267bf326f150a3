import { TextDecoder } from 'node:util';

/** The media type of a Content-Type header, lower-cased and without parameters. */
export function mediaType(contentType: string | undefined): string | null {
  const essence = contentType?.split(';')[0]?.trim().toLowerCase();
  return essence === undefined || essence === '' ? null : essence;
}

function charsetParameter(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1]?.toLowerCase() ?? null;
}

function byteOrderMark(body: Buffer): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return null;
}

/** Many pages declare their charset only in markup; browsers look in the first 1024 bytes. */
function declaredInMarkup(body: Buffer): string | null {
  const head = body.subarray(0, 1024).toString('latin1');
  const match =
    /<meta[^>]+charset\s*=\s*["']?\s*([a-z0-9_:.-]+)/i.exec(head) ??
    /<\?xml[^>]+encoding\s*=\s*["']([a-z0-9_:.-]+)["']/i.exec(head);
  return match?.[1]?.toLowerCase() ?? null;
}

function decoderFor(label: string | null): TextDecoder | null {
  if (label === null) return null;
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

/**
 * Decodes a body by the charset of its Content-Type header, else a byte-order mark, else a
 * charset declared in the markup, else UTF-8. Unknown labels fall through to the next source.
 */
export function decodeBody(body: Buffer, contentType: string | undefined): string {
  const decoder =
    decoderFor(charsetParameter(contentType)) ??
    decoderFor(byteOrderMark(body)) ??
    decoderFor(declaredInMarkup(body)) ??
    new TextDecoder('utf-8');
  return decoder.decode(body);
}
