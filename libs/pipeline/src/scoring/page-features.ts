import { pageCategorySchema } from '@signpost/contracts';
import type { PageRow } from '@signpost/db';
import {
  capInternalPage,
  computeSiteSignals,
  scorePageHeuristically,
  type PageForLlm,
  type PageFeatures,
  type SiteSignals,
} from '@signpost/scoring';

export const categoryOf = (page: PageRow) => pageCategorySchema.catch('other').parse(page.category);

/** The site-wide signals of every fetched page (boilerplate and duplicates need all of them). */
export function siteSignalsOf(pages: readonly PageRow[]): Map<string, SiteSignals> {
  return computeSiteSignals(
    pages.map((page) => ({
      url: page.url,
      position: page.position,
      content: page.content ?? '',
      markdown: page.markdown,
      linkDensity: page.link_density,
      linkListShare: page.link_list_share,
    })),
  );
}

export function featuresOf(page: PageRow, signals: SiteSignals | undefined): PageFeatures {
  return {
    url: page.url,
    title: page.title ?? '',
    description: page.description ?? '',
    headings: page.headings ?? [],
    wordCount: page.word_count ?? 0,
    category: categoryOf(page),
    isHomepage: page.position === 0,
    boilerplateRatio: 0,
    duplicateOf: null,
    ...signals,
  };
}

export function llmInputOf(page: PageRow): PageForLlm {
  return {
    key: page.url,
    url: page.final_url ?? page.url,
    title: page.title ?? '',
    description: page.description ?? '',
    headings: page.headings ?? [],
    category: categoryOf(page),
    content: page.content ?? '',
    isHomepage: page.position === 0,
  };
}

/** A heuristic score whose reason also says why the rules, not the LLM, scored the page. */
export function ruleScore(page: PageRow, signals: SiteSignals | undefined, why: string) {
  const { qualityScore, reason } = scorePageHeuristically(featuresOf(page, signals));
  return {
    url: page.url,
    qualityScore,
    reason: `${reason}. Scored by rules: ${why}.`,
    scoredBy: 'heuristic' as const,
  };
}

/** The LLM's (or the cache's) judgement, kept below the default selection for an internal page. */
export function llmScore<T extends { qualityScore: number; reason: string }>(
  score: T,
  page: PageRow,
  signals: SiteSignals | undefined,
): T {
  return capInternalPage(score, featuresOf(page, signals));
}
