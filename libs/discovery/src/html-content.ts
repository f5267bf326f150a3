/** Content types a page's links can be read from; a missing type is given the benefit of the doubt. */
export function isHtmlContentType(contentType: string | null): boolean {
  return contentType === null || contentType === 'text/html' || contentType === 'application/xhtml+xml';
}

/** Control bytes that never occur in text: a binary file mislabelled as HTML. */
export function looksBinary(body: Buffer): boolean {
  const utf16 = (body[0] === 0xff && body[1] === 0xfe) || (body[0] === 0xfe && body[1] === 0xff);
  if (utf16) return false;
  const head = body.subarray(0, 1024);
  let control = 0;
  for (const byte of head) if (byte < 9 || (byte > 13 && byte < 32 && byte !== 27)) control += 1;
  return head.length > 0 && control / head.length > 0.01;
}
