import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MARKDOWN_APP_PAGES,
  markdownAppRoutes,
  startRoutedSite,
  type RoutedSite,
} from '@signpost/testing/sites';
import { startStack, waitForAnalysis, type Stack } from '../support/stack.js';

// A site whose script builds every page from a markdown file by hash route (as Docsify does): the
// analysis reads its sidebar and files, and its llms.txt links the files, the copies an agent reads best.
describe('a site built from markdown files by hash route (embedded)', () => {
  let site: RoutedSite;
  let stack: Stack;

  beforeAll(async () => {
    site = await startRoutedSite(markdownAppRoutes());
    stack = await startStack('embedded');
  });

  afterAll(async () => {
    await stack?.close();
    await site?.close();
  });

  it('finds every page of the sidebar, names the site as it names itself, and links the markdown files', async () => {
    const started = await stack.server.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { url: `${site.origin}/`, force: true },
    });
    const record = await waitForAnalysis(stack.server, started.json().analysisId);
    expect(record.status).toBe('completed');
    expect(record.siteName).toBe('Lantern');
    const paths = record.discoveredPages.map((page) => new URL(page.url).pathname);
    expect(paths).toEqual(['/', ...Object.keys(MARKDOWN_APP_PAGES)]);
    expect(record.progress.pagesRendered).toBe(0);

    const generated = await stack.server.inject({
      method: 'POST',
      url: '/api/generate-llm-file',
      // Every page: the default selection weighs pages this short by other measures.
      payload: { analysisId: record.id, selectedPages: record.discoveredPages.map(({ url }) => ({ url })) },
    });
    expect(generated.statusCode).toBe(201);
    const file = (await stack.server.inject(`/api/llm-file/${generated.json().id}`)).json();
    expect(
      file.content.startsWith('# Lantern\n\n> Lantern is a kit for building a reading lamp at home.'),
    ).toBe(true);
    for (const [path, { title, sentence }] of Object.entries(MARKDOWN_APP_PAGES)) {
      expect(file.content).toContain(`[${title}](${site.origin}${path})`);
      expect(file.content).toContain(sentence);
    }
  });
});
