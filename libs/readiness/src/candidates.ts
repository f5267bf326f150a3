/**
 * Candidates of one kind a report follows: `describedby` links, older `llms-txt` relations,
 * `Sitemap:` lines, sitemaps of an index, markdown alternates. A site may declare thousands of
 * each, and every one followed is a request.
 */
const CANDIDATES_PER_KIND = 2;

/**
 * The first CANDIDATES_PER_KIND distinct addresses of `urls` on the checked site's origin. The llms.txt, the
 * sitemaps and the markdown copies of a site's pages are the site's own: an address on another
 * origin would only make the report a way to send requests to someone else.
 */
export function onSite(urls: Iterable<string>, origin: string): string[] {
  const kept = new Set<string>();
  for (const url of urls) {
    if (kept.size === CANDIDATES_PER_KIND) break;
    if (URL.parse(url)?.origin === origin) kept.add(url);
  }
  return [...kept];
}
