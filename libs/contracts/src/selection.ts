import { pageInLanguage } from './language.js';
import type { PageCategory } from './page-category.js';

/** Quality badges, filters and the default selection (docs/product-rules.md, Selection). */
export type QualityBand = 'high' | 'medium' | 'low';

/** Where the quality badges start: High at 8 or more, Medium 6 to below 8, Low below that. */
export const QUALITY_BAND_FLOORS = { high: 8, medium: 6 } as const;

export function qualityBand(score: number): QualityBand {
  if (score >= QUALITY_BAND_FLOORS.high) return 'high';
  if (score >= QUALITY_BAND_FLOORS.medium) return 'medium';
  return 'low';
}

export const DEFAULT_SELECTION_THRESHOLD = 5;
export const FALLBACK_SELECTION_COUNT = 3;
export const HIGH_QUALITY_FILTER_THRESHOLD = 7;

interface Scored {
  url: string;
  qualityScore: number;
  /** The language the page declares, when it does. */
  language?: string | null | undefined;
}

/** The language a file is written for and the site's default, which pages without a language are in. */
export interface SelectionLanguage {
  language: string | null;
  defaultLanguage: string | null;
}

/**
 * Among the pages in the file's language (every page when none is given): those scoring 5 or more;
 * when none does, the 3 best. Translations are left out, the owner may still choose them by hand.
 * Returns the selected urls.
 */
export function defaultSelection(
  allPages: readonly Scored[],
  languages: SelectionLanguage = { language: null, defaultLanguage: null },
): Set<string> {
  const pages = allPages.filter((page) =>
    pageInLanguage(page.language, languages.language, languages.defaultLanguage),
  );
  const qualifying = pages.filter((page) => page.qualityScore >= DEFAULT_SELECTION_THRESHOLD);
  if (qualifying.length > 0) return new Set(qualifying.map((page) => page.url));
  const best = [...pages].sort((a, b) => b.qualityScore - a.qualityScore).slice(0, FALLBACK_SELECTION_COUNT);
  return new Set(best.map((page) => page.url));
}

export const pageFilterIds = ['all', 'high-quality', 'documentation', 'tutorials'] as const;
export type PageFilterId = (typeof pageFilterIds)[number];

export const PAGE_FILTER_LABELS: Record<PageFilterId, string> = {
  all: 'All Content',
  'high-quality': 'High Quality Only',
  documentation: 'Documentation',
  tutorials: 'Tutorials',
};

export function matchesFilter(page: { qualityScore: number; category: PageCategory }, filter: PageFilterId) {
  switch (filter) {
    case 'all':
      return true;
    case 'high-quality':
      return page.qualityScore >= HIGH_QUALITY_FILTER_THRESHOLD;
    case 'documentation':
      return page.category === 'docs' || page.category === 'api-reference';
    case 'tutorials':
      return /tutorial|guide/.test(page.category);
  }
}
