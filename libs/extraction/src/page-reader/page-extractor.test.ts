import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { extractPage } from '../extract-page.js';
import { createPageExtractor } from './page-extractor.js';

const PAGE = `<html lang="en"><head><title>Install | Acme</title></head><body><nav><a href="/">Home</a></nav>
  <main><h1>Install</h1><p>Run the installer, then open the dashboard to finish setting up your account.</p>
  <pre><code class="language-sh">npm i acme
acme init</code></pre></main></body></html>`;

describe('createPageExtractor', () => {
  const threaded = createPageExtractor(2);
  afterAll(() => threaded.close());

  it('reads a page on a worker thread exactly as on this one', async () => {
    const expected = extractPage(PAGE, 'https://acme.test/install');
    await expect(threaded.extract(PAGE, 'https://acme.test/install')).resolves.toEqual(expected);
    expect(threaded.threadIds().every((id) => id !== threadId)).toBe(true);
    expect(threaded.threadIds().length).toBeGreaterThan(0);
  });

  it('reads many pages at once, each its own', async () => {
    const urls = Array.from({ length: 20 }, (_, index) => `https://acme.test/page-${index}`);
    const pages = await Promise.all(
      urls.map((url, index) => threaded.extract(PAGE.replace('Install |', `Step ${index} |`), url)),
    );
    expect(pages.map((page) => page.title)).toEqual(urls.map((_, index) => `Step ${index} | Acme`));
  });

  it('reads on the calling thread when given no threads', async () => {
    const inline = createPageExtractor(0);
    await expect(inline.extract(PAGE, 'https://acme.test/install')).resolves.toMatchObject({
      title: 'Install | Acme',
    });
    expect(inline.threadIds()).toEqual([]);
    await inline.close();
  });
});
