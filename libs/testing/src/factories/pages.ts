import type { PageExtraction, Repositories } from '@signpost/db';

/** A page as a test describes it: its address, and whatever of its extraction the test cares about. */
export type FetchedPage = { url: string } & Partial<PageExtraction>;

/**
 * Stores pages as discovery and extraction would have left them: discovered in the order given (all
 * in batch 0, found in the sitemap) and fetched, with plain defaults for every field not given.
 */
export async function addFetchedPages(
  repos: Pick<Repositories, 'pages'>,
  analysisId: string,
  pages: readonly FetchedPage[],
): Promise<void> {
  await repos.pages.insertDiscovered(
    analysisId,
    pages.map((page, position) => ({
      url: page.url,
      position,
      batch: 0,
      source: 'sitemap' as const,
      lastModified: null,
    })),
  );
  for (const { url, ...extraction } of pages) {
    const title = extraction.title ?? url;
    await repos.pages.saveExtraction(analysisId, url, {
      finalUrl: url,
      httpStatus: 200,
      title,
      description: `About ${title}`,
      headings: [],
      wordCount: 3,
      category: 'docs',
      language: 'en',
      contentHash: url,
      content: title,
      ...extraction,
    });
  }
}
