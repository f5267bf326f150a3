/** The query parameter that brings a visitor back to a sign-in-only page after signing in. */
export const RETURN_TO_PARAM = 'returnTo';

/**
 * The page to return to after signing in, if `value` is a path on this site. Anything else (another
 * origin, `//host`, a backslash trick, a scheme) is dropped, so the link cannot send anyone away.
 */
export function safeReturnPath(value: string | null): string | null {
  if (value === null || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  const resolved = new URL(value, 'http://signpost.invalid');
  if (resolved.origin !== 'http://signpost.invalid') return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** /login with the way back to `path`. */
export function loginPathReturningTo(path: string): string {
  return `/login?${new URLSearchParams({ [RETURN_TO_PARAM]: path })}`;
}
