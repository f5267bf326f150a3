import type { PageRow, Repositories } from '@signpost/db';
import { siteDescriptions } from '@signpost/extraction';

/**
 * The fetched pages with the descriptions the whole site decides (see siteDescriptions): a
 * description many pages share, or one that only names its page, gives way to the page's own
 * opening paragraph. Changed descriptions are stored; the choice reads only what extraction kept,
 * so a replay makes the same one.
 */
export async function withSiteDescriptions(
  repos: Pick<Repositories, 'pages'>,
  analysisId: string,
  pages: readonly PageRow[],
): Promise<PageRow[]> {
  const chosen = siteDescriptions(
    pages.map((page) => ({
      url: page.url,
      isHome: page.position === 0,
      declared: page.declared_description,
      lead: page.lead_paragraph,
      markdown: page.markdown,
      title: page.title ?? '',
      headings: page.headings ?? [],
    })),
  );
  const changed = pages.flatMap((page) => {
    const description = chosen.get(page.url);
    return description === undefined || description === page.description
      ? []
      : [{ url: page.url, description }];
  });
  await repos.pages.saveDescriptions(analysisId, changed);
  return pages.map((page) => ({ ...page, description: chosen.get(page.url) ?? page.description }));
}
