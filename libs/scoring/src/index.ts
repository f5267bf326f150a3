export * from './heuristic-scorer.js';
export * from './site-signals.js';
export {
  AnthropicScorer,
  type AnthropicScorerOptions,
  type BatchResult,
  type PageOutcome,
} from './llm/anthropic-scorer.js';
export { NO_USAGE, addUsage, type LlmUsage, type PriceTable } from './llm/cost.js';
export type { PageForLlm, PreparedPage } from './llm/page-input.js';
export { PROMPT_VERSION } from './llm/prompt.js';
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './llm/retry-policy.js';
export type { PageJudgement, SiteIdentity } from './llm/tool-output.js';
