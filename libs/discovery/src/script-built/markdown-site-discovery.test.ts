import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { extractSiteIdentity } from '@signpost/extraction';
import { MARKDOWN_APP_PAGES, markdownAppRoutes } from '@signpost/testing/sites';
import type { CrawledPage } from '../crawl-options.js';
import { discoverSite } from '../discover-site.js';
import { discoveryFixtures, pathsOf, USER_AGENT } from '../testing/discover-site.test-support.js';

const { fetcher, serve } = discoveryFixtures();
async function discover(origin: string) {
  const kept: CrawledPage[] = [];
  const result = await discoverSite(`${origin}/`, {
    fetcher,
    userAgent: USER_AGENT,
    maxPages: 50,
    onPage: (page) => void kept.push(page),
  });
  return { result, kept };
}

const titleOf = (page: CrawledPage | undefined) => load(page?.html ?? '')('title').text();

describe('discoverSite: a site built from markdown files by hash route', () => {
  it('reads the sidebar and keeps each markdown file as its page, with no browser', async () => {
    const site = await serve(markdownAppRoutes());
    const { result, kept } = await discover(site.origin);
    expect(pathsOf(site, result.pages)).toEqual(['/', ...Object.keys(MARKDOWN_APP_PAGES)]);
    expect(result.pages.every((page) => page.state === 'fetched')).toBe(true);
    // Found and read from the files themselves: no browser was needed.
    expect(result.renderedPages).toBe(0);
    for (const [path, { title, sentence }] of Object.entries(MARKDOWN_APP_PAGES)) {
      const page = kept.find((candidate) => candidate.url === `${site.origin}${path}`);
      expect(titleOf(page)).toBe(`${title} - Lantern`);
      expect(page?.html).toContain(sentence);
      expect(page?.html).toContain(
        `<link rel="alternate" type="text/markdown" href="${site.origin}${path}">`,
      );
    }
  });

  it('reads the home page from its markdown file and names the site as its settings do', async () => {
    const site = await serve(markdownAppRoutes());
    const { kept } = await discover(site.origin);
    const home = kept.find((page) => page.url === `${site.origin}/`);
    expect(home?.html).toContain('Lantern is a kit for building a reading lamp at home.');
    const identity = extractSiteIdentity(home?.html ?? '', `${site.origin}/`, {
      declaredDescription: '',
      leadParagraph: '',
    });
    expect(identity.siteName).toBe('Lantern');
    // The file's own links lead to files: a route without extension to its file, a plain fragment nowhere.
    expect(
      load(home?.html ?? '')('a')
        .map((_, anchor) => anchor.attribs['href'])
        .get(),
    ).toEqual([`${site.origin}/guide/wiring.md`, '#parts']);
  });
});
