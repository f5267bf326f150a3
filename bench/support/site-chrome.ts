/**
 * The page chrome of a real site, for the benchmark site's `chrome` variant: a mega-menu of ~150
 * links on every page, a related-links aside, a footer of legal, company and social links, a few KB
 * of prose, print versions that name the page as their canonical, and an RSS feed the home page
 * names. Bare pages cost a crawler little to read; pages like these are what it reads in the world.
 */

/** Links each section's column of the mega-menu holds. */
const MENU_LINKS_PER_SECTION = 18;
const RELATED_LINKS = 10;
/** One content page in this many has a print version (same text, canonical naming the page). */
const PRINT_EVERY = 10;
const FEED_ITEMS = 50;
const PARAGRAPHS = 8;
export const LEGAL_PAGES = [
  '/legal/privacy',
  '/legal/terms',
  '/legal/cookies',
  '/company/careers',
  '/company/press',
];

export interface ChromeSite {
  sections: readonly string[];
  pages: number;
  pathOf(index: number): string;
  sectionOf(index: number): string;
  /** Pages linked from ordinary pages (not sitemap-only, not tag-only). */
  isLinkable(index: number): boolean;
  words(seed: number, count: number): string;
}

/** The mega-menu, the same on every page. */
export function megaMenu(site: ChromeSite): string {
  const columns = site.sections.map((section) => {
    const links: string[] = [];
    for (let i = 0; i < site.pages && links.length < MENU_LINKS_PER_SECTION; i += 1) {
      if (site.sectionOf(i) === section && site.isLinkable(i)) {
        links.push(`<li><a class="menu-link" href="${site.pathOf(i)}">${section} topic ${i}</a></li>`);
      }
    }
    return `<li class="menu-column"><a href="/${section}/">${section}</a><ul>${links.join('')}</ul></li>`;
  });
  return `<nav class="mega-menu" aria-label="Main"><ul><li><a href="/">Home</a></li>${columns.join('')}<li><a href="/events/">Events</a></li></ul></nav>`;
}

/** Related and popular pages beside the article. */
export function relatedAside(site: ChromeSite, index: number): string {
  const related: string[] = [];
  for (let step = 7; related.length < RELATED_LINKS && step < 7 * 40; step += 7) {
    const target = (index + step) % site.pages;
    if (site.isLinkable(target)) {
      related.push(`<li><a href="${site.pathOf(target)}">${site.sectionOf(target)} topic ${target}</a></li>`);
    }
  }
  const popular = [0, 1, 2, 5, 6]
    .filter(site.isLinkable)
    .map((i) => `<li><a href="${site.pathOf(i)}">Popular ${i}</a></li>`);
  return `<aside class="related"><h2>Related</h2><ul>${related.join('')}</ul><h2>Popular</h2><ul>${popular.join('')}</ul></aside>`;
}

export function footer(site: ChromeSite): string {
  const sections = site.sections.map((section) => `<a href="/${section}/">${section}</a>`).join(' ');
  const legal = LEGAL_PAGES.map((path) => `<a href="${path}">${path.split('/').at(-1)}</a>`).join(' ');
  const social = ['twitter', 'github', 'linkedin', 'youtube', 'mastodon']
    .map((name) => `<a href="https://${name}.example/benchco" rel="noopener">${name}</a>`)
    .join(' ');
  return `<footer><div class="footer-sections">${sections}</div><div class="footer-legal">${legal}</div><div class="footer-social">${social}</div><a href="/feed.xml">RSS</a> <a href="/admin/login">Admin</a> <a href="/cart/view">Cart</a> <a href="/files/brochure.pdf">Brochure</a><p>© Bench Co. ${site.words(3, 30)}.</p></footer>`;
}

/** A few KB of prose for a content page. */
export function prose(site: ChromeSite, index: number): string {
  return Array.from(
    { length: PARAGRAPHS + (index % 4) },
    (_, i) => `<h3>Part ${i + 1}</h3><p>${site.words(index + i, 70)}.</p>`,
  ).join('');
}

export const printPathOf = (path: string) => `/print${path}`;
export const hasPrintVersion = (index: number) => index % PRINT_EVERY === 0;

/** The feed the home page names: the latest blog posts. */
export function feed(site: ChromeSite, origin: string): string {
  const items: string[] = [];
  for (let i = site.pages - 1; i >= 0 && items.length < FEED_ITEMS; i -= 1) {
    if (site.sectionOf(i) === 'blog') {
      items.push(`<item><title>blog topic ${i}</title><link>${origin}${site.pathOf(i)}</link></item>`);
    }
  }
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Bench Co blog</title><link>${origin}/</link>${items.join('')}</channel></rss>`;
}
