export * from './heuristic-scorer.js';
export * from './site-signals.js';
// The scorer itself, with the Anthropic SDK, is '@signpost/scoring/anthropic-scorer': loaded only when a key is set.
export type {
  AnthropicScorer,
  AnthropicScorerOptions,
  BatchResult,
  PageOutcome,
} from './llm/anthropic-scorer.js';
export { NO_USAGE, addUsage, type LlmUsage, type PriceTable } from './llm/cost.js';
export type { PageForLlm, PreparedPage } from './llm/page-input.js';
export { PROMPT_VERSION } from './llm/prompt.js';
export type { RetryPolicy } from './llm/retry-policy.js';
export type { PageJudgement, SiteIdentity } from './llm/tool-output.js';
