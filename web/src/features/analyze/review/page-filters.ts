import {
  HIGH_QUALITY_FILTER_THRESHOLD,
  matchesFilter,
  pageFilterIds,
  QUALITY_BAND_FLOORS,
} from '@signpost/contracts';
import type { DiscoveredPage, PageFilterId } from '@signpost/contracts';

/**
 * What a filter counts, where its name alone would mislead: "High Quality Only" takes pages from 7,
 * while the High badge starts at 8 (both fixed by docs/product-rules.md), so the 7s it counts are
 * badged Medium. The tab shows the short form beside the name and the sentence as its description.
 */
export const FILTER_QUALIFIERS: Partial<Record<PageFilterId, { short: string; description: string }>> = {
  'high-quality': {
    short: `${HIGH_QUALITY_FILTER_THRESHOLD}+`,
    description: `Pages scoring ${HIGH_QUALITY_FILTER_THRESHOLD} or more. The High badge starts at ${QUALITY_BAND_FLOORS.high}, so pages scoring ${HIGH_QUALITY_FILTER_THRESHOLD} to below ${QUALITY_BAND_FLOORS.high} are listed here with a Medium badge.`,
  },
};

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
