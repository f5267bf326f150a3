/** Page names a reader starts with: getting started, introduction, installation, quick start. */
const LEADING_NAME =
  /^(getting[-_ ]?started|get[-_ ]?started|start[-_ ]?here|intro|introduction|installation|install|installing|quick[-_ ]?start|quickstart)$/i;
const LEADING_TITLE =
  /^(getting started|get started|start here|introduction|installation|installing|quick ?start)\b/i;

/** The last segment of the address's path, without an extension (`/docs/Quick-Start.html` → `Quick-Start`). */
function lastSegment(url: string): string {
  try {
    const segments = new URL(url).pathname.split('/').filter((segment) => segment !== '');
    return decodeURIComponent(segments.at(-1) ?? '').replace(/\.[a-z0-9]+$/i, '');
  } catch {
    return '';
  }
}

/** A page a newcomer should read first, by its address or its title. */
export function isLeadingPage(page: { url: string; title?: string | undefined }): boolean {
  return LEADING_NAME.test(lastSegment(page.url)) || LEADING_TITLE.test((page.title ?? '').trim());
}

/** The same pages with the getting-started ones moved to the front, both parts in their order. */
export function leadingPagesFirst<P extends { url: string; title?: string | undefined }>(
  pages: readonly P[],
): P[] {
  return [...pages.filter(isLeadingPage), ...pages.filter((page) => !isLeadingPage(page))];
}
