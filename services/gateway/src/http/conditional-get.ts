/** A representation's validators, as a conditional GET compares them. */
export interface Validators {
  etag: string;
  lastModified: Date;
}

/** Whether the client's copy is the current one (RFC 9110: If-None-Match decides when it is sent). */
export function isCurrent(
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
  current: Validators,
): boolean {
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === current.etag);
  }
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(current.lastModified.getTime() / 1000) * 1000 <= since;
}
