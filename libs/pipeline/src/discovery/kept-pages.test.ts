import { describe, expect, it } from 'vitest';
import type { CrawledPage } from '@signpost/discovery';
import { extractOnThisThread } from '@signpost/extraction';
import { KeptPages } from './kept-pages.js';

const extractor = extractOnThisThread;

const PROSE = `<p>${'Plans for every team, billed monthly, with every feature included from day one. '.repeat(8)}</p>`;
const FRAME =
  '<html><body><nav><a href="/">Home</a> <a href="/a">A</a> <a href="/b">B</a> <a href="/c">C</a></nav>' +
  '<div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

const crawled = (url: string, html: string, rendered = false): CrawledPage => ({
  url,
  status: 200,
  headers: {},
  html,
  navigation: { menus: [], breadcrumbGroup: null },
  rendered,
});

describe('KeptPages', () => {
  it('keeps a page served with its text, and one the crawl rendered as read from its rendering', async () => {
    const kept = new KeptPages(extractor);
    await kept.keep(crawled('https://acme.test/', `<html><body><main>${PROSE}</main></body></html>`));
    await kept.keep(crawled('https://acme.test/app', FRAME.replace('<div id="root"></div>', PROSE), true));
    await kept.settled();
    expect(kept.get('https://acme.test/')).toMatchObject({ rendering: null });
    expect(kept.get('https://acme.test/app')).toMatchObject({ rendering: 'rendered' });
  });

  it('leaves a page that arrived as an application frame for extraction to render', async () => {
    const kept = new KeptPages(extractor);
    await kept.keep(crawled('https://acme.test/pricing', FRAME));
    await kept.settled();
    expect(kept.get('https://acme.test/pricing')).toBeUndefined();
  });
});
