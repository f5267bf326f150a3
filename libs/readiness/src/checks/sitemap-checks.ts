import { pageKey } from '../page-keys.js';
import type { SiteReading } from '../site-reading.js';
import { byShare, check, plural, type CheckResult } from '../check-result.js';

const FRESH_DAYS = 180;
const DAY_MS = 86_400_000;
/** An llms.txt is an index: past this many pages a sitemap is measured against this many. */
const INDEX_PAGES = 500;

export function sitemapChecks(site: SiteReading, now: Date): CheckResult[] {
  const { sitemap } = site;
  if (sitemap.url === null || sitemap.pages.length === 0) {
    return [
      check(
        'sitemap-present',
        'sitemap',
        'fail',
        'No sitemap: robots.txt names none and /sitemap.xml does not answer with one.',
      ),
      check('sitemap-fresh', 'sitemap', 'skip', 'No sitemap to date.'),
      check('llms-txt-coverage', 'sitemap', 'skip', 'No sitemap to compare llms.txt with.'),
    ];
  }
  const results = [
    check(
      'sitemap-present',
      'sitemap',
      'pass',
      `${sitemap.url} lists ${plural(sitemap.pages.length, 'page')}.`,
    ),
  ];
  if (sitemap.newest === null) {
    results.push(
      check(
        'sitemap-fresh',
        'sitemap',
        'warn',
        'The sitemap gives no <lastmod> dates, so agents cannot tell what changed.',
      ),
    );
  } else {
    const days = Math.floor((now.getTime() - sitemap.newest.getTime()) / DAY_MS);
    results.push(
      check(
        'sitemap-fresh',
        'sitemap',
        days <= FRESH_DAYS ? 'pass' : 'warn',
        `The newest <lastmod> is ${sitemap.newest.toISOString().slice(0, 10)} (${plural(Math.max(0, days), 'day')} ago).`,
      ),
    );
  }
  if (site.llmsTxt === null) {
    results.push(check('llms-txt-coverage', 'sitemap', 'skip', 'No llms.txt to compare with the sitemap.'));
    return results;
  }
  const listed = new Set(site.links.map(pageKey));
  // Version 2: a file covers the pages under its own folder, so a folder's file answers for those.
  const scope = pageKey(new URL('./', site.llmsTxt.url).href) ?? '';
  const pages = sitemap.pages.filter((page) => {
    const key = pageKey(page);
    return key !== null && (key === scope || key.startsWith(`${scope}/`));
  });
  const covered = pages.filter((page) => listed.has(pageKey(page))).length;
  const measured = Math.min(pages.length, INDEX_PAGES);
  const share = measured === 0 ? 1 : covered / measured;
  results.push(
    check(
      'llms-txt-coverage',
      'sitemap',
      byShare(share, 0.5, 0.1),
      `llms.txt links to ${covered} of the ${plural(pages.length, 'page')} the sitemap lists under its folder (${Math.round(Math.min(1, share) * 100)}%).`,
    ),
  );
  return results;
}
