/** What changed between two readings of a site, each page's content hash by address. */
export interface PageChanges {
  added: string[];
  removed: string[];
  changed: string[];
}

export function comparePages(
  before: Readonly<Record<string, string>>,
  now: Readonly<Record<string, string>>,
): PageChanges {
  const added: string[] = [];
  const changed: string[] = [];
  for (const [url, hash] of Object.entries(now)) {
    const earlier = before[url];
    if (earlier === undefined) added.push(url);
    else if (earlier !== hash) changed.push(url);
  }
  const removed = Object.keys(before).filter((url) => !Object.hasOwn(now, url));
  return { added, removed, changed };
}
