import type { LlmConfig } from '@signpost/config';
import type { CostEstimator } from '@signpost/usage';

/** Output tokens the scorer's answer takes per page (title, description, category, score, reason). */
const OUTPUT_TOKENS_PER_PAGE = 120;

/**
 * The most the LLM can cost for a number of pages: each page's content is cut to its input budget, so
 * that budget bounds it. Without an API key the rules score every page, at no cost.
 */
export function estimateLlmCost(llm: LlmConfig): CostEstimator {
  return (aiPages) => {
    if (!llm.apiKey) return 0;
    const input = aiPages * llm.maxInputTokensPerPage * llm.prices.inputPerMTok;
    const output = aiPages * OUTPUT_TOKENS_PER_PAGE * llm.prices.outputPerMTok;
    return Math.round((input + output) / 10_000) / 100;
  };
}
