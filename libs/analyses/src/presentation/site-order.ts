import type { PageSummaryRow } from '@signpost/db';

/**
 * Pages in the order the site presents them: those its navigation links to in navigation order,
 * then the rest in the order given (discovery's: sitemap order, then links met breadth-first).
 */
export function inSiteOrder<P extends Pick<PageSummaryRow, 'nav_order'>>(pages: readonly P[]): P[] {
  return pages
    .map((page, index) => ({ page, index }))
    .sort(
      (a, b) =>
        (a.page.nav_order ?? Number.POSITIVE_INFINITY) - (b.page.nav_order ?? Number.POSITIVE_INFINITY) ||
        a.index - b.index,
    )
    .map(({ page }) => page);
}
