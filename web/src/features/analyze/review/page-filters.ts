import { matchesFilter, pageFilterIds } from '@signpost/contracts';
import type { DiscoveredPage, PageFilterId } from '@signpost/contracts';

export function countByFilter(pages: readonly DiscoveredPage[]): Record<PageFilterId, number> {
  const counts = { all: 0, 'high-quality': 0, documentation: 0, tutorials: 0 } satisfies Record<
    PageFilterId,
    number
  >;
  for (const filter of pageFilterIds)
    counts[filter] = pages.filter((page) => matchesFilter(page, filter)).length;
  return counts;
}

/** The pages the generator receives, within the request schema's field limits. */
export function toSelectedPages(pages: readonly DiscoveredPage[], selectedUrls: ReadonlySet<string>) {
  return pages
    .filter((page) => selectedUrls.has(page.url))
    .map((page) => ({
      url: page.url,
      title: page.title.slice(0, 500),
      description: page.description.slice(0, 2000),
      selected: true,
    }));
}
