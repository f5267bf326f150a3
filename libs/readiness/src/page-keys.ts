/** The page a markdown copy stands for: `page.md` and `page.html.md` → `page(.html)`, `index.md` → its folder. */
export function pageOfMarkdown(url: string): string {
  const parsed = URL.parse(url);
  if (!parsed || !/\.md$/i.test(parsed.pathname)) return url;
  parsed.pathname = parsed.pathname.replace(/(^|\/)index(?:\.html)?\.md$/i, '$1').replace(/\.md$/i, '');
  return parsed.href;
}

/**
 * One spelling per page, for comparing addresses: host without `www.`, no trailing slash, `.html` or
 * `/index.html`, no fragment (static hosts answer all of these with the same page), and a markdown
 * copy counted as its page.
 */
export function pageKey(url: string): string | null {
  const parsed = URL.parse(pageOfMarkdown(url));
  if (!parsed) return null;
  const host = parsed.host.toLowerCase().replace(/^www\./, '');
  const path = parsed.pathname
    .replace(/(^|\/)index\.html?$/i, '$1')
    .replace(/\.html?$/i, '')
    .replace(/\/+$/, '');
  return `${host}${path}${parsed.search}`;
}
