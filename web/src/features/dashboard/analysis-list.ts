import type { AnalysisStatus, MyAnalysisItem } from '@signpost/contracts';

/**
 * The status filter of My Analyses; a running analysis reads as "In Progress"
 * (docs/product-rules.md, Screens).
 */
export const STATUS_FILTERS = ['all', 'completed', 'processing', 'failed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'All',
  completed: 'Completed',
  processing: 'In Progress',
  failed: 'Failed',
};

export const STATUS_LABELS: Record<AnalysisStatus, string> = {
  completed: 'Completed',
  processing: 'In Progress',
  failed: 'Failed',
};

export const SORT_ORDERS = ['newest', 'oldest', 'most-pages'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const SORT_LABELS: Record<SortOrder, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'most-pages': 'Most pages',
};

export interface ListView {
  search: string;
  status: StatusFilter;
  sort: SortOrder;
}

export const DEFAULT_LIST_VIEW: ListView = { search: '', status: 'all', sort: 'newest' };

const time = (item: MyAnalysisItem) => Date.parse(item.createdAt);

const COMPARATORS: Record<SortOrder, (a: MyAnalysisItem, b: MyAnalysisItem) => number> = {
  newest: (a, b) => time(b) - time(a),
  oldest: (a, b) => time(a) - time(b),
  // Equal page counts keep the newest first, so the order never depends on the server's.
  'most-pages': (a, b) => b.discoveredPagesCount - a.discoveredPagesCount || time(b) - time(a),
};

/** The list as the search box, status filter and sort order show it; the input is left as it was. */
export function viewAnalyses(items: readonly MyAnalysisItem[], view: ListView): MyAnalysisItem[] {
  const needle = view.search.trim().toLowerCase();
  return items
    .filter((item) => view.status === 'all' || item.status === view.status)
    .filter((item) => needle === '' || item.url.toLowerCase().includes(needle))
    .sort(COMPARATORS[view.sort]);
}

export function parseStatusFilter(value: string): StatusFilter {
  return STATUS_FILTERS.find((filter) => filter === value) ?? DEFAULT_LIST_VIEW.status;
}

export function parseSortOrder(value: string): SortOrder {
  return SORT_ORDERS.find((order) => order === value) ?? DEFAULT_LIST_VIEW.sort;
}

/**
 * The site as a list heading: its host, with the port when it is not the scheme's default (a site is
 * its origin, so two ports are two sites); an address that does not parse shows as it is.
 */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Where Re-run and Retry go: the home wizard with the address, asking for a fresh run. */
export function rerunPath(url: string): string {
  return `/?${new URLSearchParams({ url, rerun: 'true' })}`;
}

export type ItemAction = 'view-and-rerun' | 'processing' | 'retry';

/**
 * What a list item offers: View and Re-run once done, a disabled Processing while running, Retry after a
 * failure.
 */
export function itemAction(status: AnalysisStatus): ItemAction {
  if (status === 'completed') return 'view-and-rerun';
  if (status === 'processing') return 'processing';
  return 'retry';
}
