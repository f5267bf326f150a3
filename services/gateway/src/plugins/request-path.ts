/** The path of a request URL, without its query string (which may carry tokens) or fragment. */
export function pathOf(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '/';
}

/**
 * The path of a request URL as the router reads it: percent-escapes decoded, so `/%61pi/x` is the
 * `/api/x` it reaches. A malformed escape leaves the path as sent, which no route matches either.
 */
export function decodedPathOf(url: string): string {
  const path = pathOf(url);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
