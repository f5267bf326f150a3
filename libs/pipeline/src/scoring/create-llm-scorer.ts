import type { Config } from '@signpost/config';
import type { Logger } from '@signpost/logger';
import type { AnthropicScorer } from '@signpost/scoring';

/**
 * The process's one LLM scorer (its concurrency cap is per process), or null without an API key:
 * then every page is scored by the heuristic rules, and the Anthropic SDK is never loaded.
 */
export async function createLlmScorer(
  config: Pick<Config, 'llm'>,
  logger: Logger,
): Promise<AnthropicScorer | null> {
  const { llm } = config;
  if (!llm.apiKey) {
    logger.info('ANTHROPIC_API_KEY is not set: pages are scored by the heuristic rules');
    return null;
  }
  const { AnthropicScorer } = await import('@signpost/scoring/anthropic-scorer');
  return new AnthropicScorer({
    apiKey: llm.apiKey,
    baseUrl: llm.baseUrl,
    model: llm.model,
    timeoutMs: llm.timeoutMs,
    concurrency: llm.concurrency,
    maxInputTokensPerPage: llm.maxInputTokensPerPage,
    batchTokenBudget: llm.batchTokenBudget,
    prices: llm.prices,
    logger,
  });
}
