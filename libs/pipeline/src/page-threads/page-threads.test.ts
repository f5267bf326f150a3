import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { readPage } from '@signpost/discovery';
import { extractPage } from '@signpost/extraction/extract-page';
import { createPageThreads } from './page-threads.js';

const PAGE = `<html lang="en"><head><title>Install | Acme</title>
  <link rel="canonical" href="https://acme.test/install"></head><body>
  <nav aria-label="Breadcrumbs"><ol><li><a href="/">Home</a></li><li><a href="/guide/">Guide</a></li></ol></nav>
  <aside><nav><a href="/guide/a">A</a><a href="/guide/b">B</a><a href="/guide/c">C</a></nav></aside>
  <main><h1>Install</h1><p>Run the installer, then open the dashboard to finish setting up your account.</p>
  <pre><code class="language-sh">npm i acme
acme init</code></pre></main></body></html>`;
const URL_OF_PAGE = 'https://acme.test/install';
const MODIFIED = 'Tue, 03 Nov 2026 10:00:00 GMT';

describe('createPageThreads', () => {
  const threaded = createPageThreads(2);
  afterAll(() => threaded.close());

  it('extracts a page on a worker thread exactly as on this one', async () => {
    await expect(threaded.extractor.extract(PAGE, URL_OF_PAGE)).resolves.toEqual(
      extractPage(PAGE, URL_OF_PAGE),
    );
    expect(threaded.threadIds().length).toBeGreaterThan(0);
    expect(threaded.threadIds().every((id) => id !== threadId)).toBe(true);
  });

  it('reads the crawl’s signals and navigation on a worker thread exactly as on this one', async () => {
    const page = { html: PAGE, url: URL_OF_PAGE, productToken: 'signpostbot' };
    const reading = await threaded.readPage(page);
    expect(reading).toEqual(readPage(page));
    expect(reading.signals.canonical).toBe(URL_OF_PAGE);
    expect(reading.navigation.breadcrumbGroup).toBe('Guide');
  });

  it('reads a page for the crawl and extracts it in the same parse, as the two readers would apart', async () => {
    const page = { html: PAGE, url: URL_OF_PAGE, productToken: 'signpostbot', lastModifiedHeader: MODIFIED };
    threaded.warm();
    await expect(threaded.readAndExtract(page)).resolves.toEqual({
      ...readPage(page),
      extraction: extractPage(PAGE, URL_OF_PAGE, { lastModifiedHeader: MODIFIED }),
    });
  });

  it('leaves unextracted a page the crawl will not keep as it is', async () => {
    const pages = [
      PAGE.replace('<head>', '<head><meta name="robots" content="noindex">'),
      PAGE.replace('href="https://acme.test/install"', 'href="https://acme.test/setup"'),
      '<html><body><div id="root"></div><script src="/app.js"></script></body></html>',
    ];
    for (const html of pages) {
      const reading = await threaded.readAndExtract({ html, url: URL_OF_PAGE, productToken: 'signpostbot' });
      expect(reading.extraction).toBeUndefined();
    }
  });

  it('reads many pages at once, each its own', async () => {
    const urls = Array.from({ length: 20 }, (_, index) => `https://acme.test/page-${index}`);
    const pages = await Promise.all(
      urls.map((url, index) => threaded.extractor.extract(PAGE.replace('Install |', `Step ${index} |`), url)),
    );
    expect(pages.map((page) => page.title)).toEqual(urls.map((_, index) => `Step ${index} | Acme`));
  });

  it('reads on the calling thread when given no threads, and closes twice without harm', async () => {
    const inline = createPageThreads(0);
    await expect(inline.extractor.extract(PAGE, URL_OF_PAGE)).resolves.toMatchObject({
      title: 'Install | Acme',
    });
    await expect(inline.readPage({ html: PAGE, url: URL_OF_PAGE, productToken: 'x' })).resolves.toMatchObject(
      {
        signals: { canonical: URL_OF_PAGE },
      },
    );
    await expect(
      inline.readAndExtract({ html: PAGE, url: URL_OF_PAGE, productToken: 'x' }),
    ).resolves.toMatchObject({ extraction: { title: 'Install | Acme' } });
    expect(inline.threadIds()).toEqual([]);
    await inline.close();
    await threaded.close();
    await expect(threaded.close()).resolves.toBeUndefined();
  });
});
