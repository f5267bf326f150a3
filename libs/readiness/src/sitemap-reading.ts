import { isOk, type SiteFetch } from './site-fetch.js';

export interface SitemapReading {
  /** The sitemap read, or null when the site has none that answers. */
  url: string | null;
  /** Page addresses it lists (at most MAX_PAGES). */
  pages: string[];
  /** The newest `<lastmod>` it gives, when it gives any. */
  newest: Date | null;
}

const MAX_PAGES = 500;
const MAX_CHILDREN = 3;
const SITEMAP_BYTES = 10 * 1024 * 1024;

const valuesOf = (xml: string, tag: 'loc' | 'lastmod') =>
  [...xml.matchAll(new RegExp(`<${tag}>\\s*(?:<!\\[CDATA\\[)?([^<\\]]*)`, 'gi'))]
    .map((match) => (match[1] ?? '').trim().replace(/&amp;/g, '&'))
    .filter((value) => value !== '');

/** `Sitemap:` lines of robots.txt, as absolute addresses. */
export function declaredSitemaps(robotsText: string | null, origin: string): string[] {
  if (robotsText === null) return [];
  return [...robotsText.matchAll(/^\s*sitemap\s*:\s*(\S+)/gim)].flatMap((match) => {
    const url = URL.parse(match[1] ?? '', origin);
    return url ? [url.href] : [];
  });
}

function newestOf(dates: string[]): Date | null {
  const times = dates.map((value) => Date.parse(value)).filter((time) => Number.isFinite(time));
  return times.length === 0 ? null : new Date(Math.max(...times));
}

/** The first sitemap that answers: the ones robots.txt names, else /sitemap.xml (an index followed a little). */
export async function readSitemap(
  fetch: SiteFetch,
  origin: string,
  robotsText: string | null,
): Promise<SitemapReading> {
  const declared = declaredSitemaps(robotsText, origin);
  for (const candidate of declared.length > 0 ? declared : [`${origin}/sitemap.xml`]) {
    const answer = await fetch.get(candidate, {
      accept: 'application/xml,text/xml;q=0.9,*/*;q=0.5',
      maxBytes: SITEMAP_BYTES,
    });
    if (!isOk(answer)) continue;
    const xml = answer.text();
    if (!/<(?:urlset|sitemapindex)[\s>]/i.test(xml)) continue;
    if (!/<sitemapindex[\s>]/i.test(xml)) {
      return {
        url: candidate,
        pages: valuesOf(xml, 'loc').slice(0, MAX_PAGES),
        newest: newestOf(valuesOf(xml, 'lastmod')),
      };
    }
    const pages: string[] = [];
    const dates = valuesOf(xml, 'lastmod');
    for (const child of valuesOf(xml, 'loc').slice(0, MAX_CHILDREN)) {
      const childAnswer = await fetch.get(child, {
        accept: 'application/xml,text/xml;q=0.9,*/*;q=0.5',
        maxBytes: SITEMAP_BYTES,
      });
      if (!isOk(childAnswer)) continue;
      const childXml = childAnswer.text();
      pages.push(...valuesOf(childXml, 'loc'));
      dates.push(...valuesOf(childXml, 'lastmod'));
    }
    return { url: candidate, pages: pages.slice(0, MAX_PAGES), newest: newestOf(dates) };
  }
  return { url: null, pages: [], newest: null };
}
