import type { AnalysisRow, PageRow } from '@signpost/db';

export interface TierSplit {
  /** Pages the plan lets the LLM score (or the score cache answer). */
  forLlm: PageRow[];
  /** The rest, with why the rules score them. */
  forRules: { page: PageRow; why: string }[];
}

/**
 * The plan's rule (docs/product-rules.md, Plans): the analysis's ai_pages_limit first pages in discovery order go to
 * the LLM, null meaning all of them; without an LLM configured, none do.
 */
export function splitByTier(
  analysis: Pick<AnalysisRow, 'ai_pages_limit'>,
  allPages: readonly PageRow[],
  pending: readonly PageRow[],
  llmAvailable: boolean,
): TierSplit {
  if (!llmAvailable) {
    return { forLlm: [], forRules: pending.map((page) => ({ page, why: 'AI scoring is not configured' })) };
  }
  const limit = analysis.ai_pages_limit;
  const eligible = new Set(
    [...allPages]
      .sort((a, b) => a.position - b.position)
      .slice(0, limit ?? allPages.length)
      .map((page) => page.url),
  );
  const why = `the plan's AI analysis covers the first ${limit ?? 0} pages`;
  return {
    forLlm: pending.filter((page) => eligible.has(page.url)),
    forRules: pending.filter((page) => !eligible.has(page.url)).map((page) => ({ page, why })),
  };
}
