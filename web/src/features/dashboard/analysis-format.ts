import type { AnalysisMethod, MyAnalysisDetail, SiteType } from '@signpost/contracts';

export const SITE_TYPE_LABELS: Record<SiteType, string> = {
  'single-page': 'Single page',
  'multi-page': 'Multi-page',
  unknown: 'Unknown',
};

const ANALYSIS_METHOD_LABELS: Record<AnalysisMethod, string> = {
  sitemap: 'Sitemap',
  'robots.txt': 'robots.txt',
  'homepage-only': 'Homepage only',
  'fallback-crawl': 'Link crawl',
};

export function analysisMethodLabel(method: AnalysisMethod | null): string {
  return method === null ? 'Not yet known' : ANALYSIS_METHOD_LABELS[method];
}

/** Seconds to one decimal, e.g. "12.3 s": runs last from under a second to a few minutes. */
export function formatSeconds(seconds: number): string {
  return `${seconds.toFixed(1)} s`;
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  // LLM calls cost fractions of a cent; two decimals would show most runs as $0.00.
  maximumFractionDigits: 4,
});

export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

type DetailMetrics = MyAnalysisDetail['analysisMetadata']['metrics'];

/**
 * What the score cache saved, in words, or null when it saved nothing. A whole-run cache hit says
 * so; a re-run that reused unchanged pages' scores reports only the cost it saved.
 */
export function cacheNote(metrics: DetailMetrics): string | null {
  const saved: string[] = [];
  if (metrics.costSaved > 0) saved.push(`${formatUsd(metrics.costSaved)} in AI costs`);
  if (metrics.timeSaved > 0) saved.push(`${formatSeconds(metrics.timeSaved)} of processing`);
  const savings = saved.length > 0 ? ` It saved ${saved.join(' and ')}.` : '';
  if (metrics.cacheHit) {
    return `Answered from an analysis of the same site made in the last 24 hours.${savings}`;
  }
  if (metrics.cachedPages > 0 && saved.length > 0) {
    return `${metrics.cachedPages} unchanged ${metrics.cachedPages === 1 ? 'page' : 'pages'} reused an earlier score.${savings}`;
  }
  return null;
}

const UNTITLED_PAGE = 'Untitled Page';
const NO_DESCRIPTION = 'No description available';

/** A discovered page's title and description as the detail page shows them, with the spec's fallbacks. */
export function pageText(page: { title: string; description: string }): {
  title: string;
  description: string;
} {
  return {
    title: page.title.trim() || UNTITLED_PAGE,
    description: page.description.trim() || NO_DESCRIPTION,
  };
}
