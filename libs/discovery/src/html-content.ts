/** Content types a page's links can be read from; a missing type is given the benefit of the doubt. */
export function isHtmlContentType(contentType: string | null): boolean {
  return contentType === null || contentType === 'text/html' || contentType === 'application/xhtml+xml';
}
