/** Dollars per million tokens of each kind (the same shape as @signpost/config's LlmPrices). */
export interface PriceTable {
  inputPerMTok: number;
  outputPerMTok: number;
  cacheReadPerMTok: number;
  cacheWritePerMTok: number;
}

/** What the Messages API reports it billed, summed over calls. */
export interface LlmUsage {
  calls: number;
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheCreationTokens: number;
  costUsd: number;
}

export const NO_USAGE: LlmUsage = {
  calls: 0,
  inputTokens: 0,
  outputTokens: 0,
  cacheReadTokens: 0,
  cacheCreationTokens: 0,
  costUsd: 0,
};

export interface ReportedUsage {
  input_tokens: number;
  output_tokens: number;
  cache_read_input_tokens?: number | null;
  cache_creation_input_tokens?: number | null;
}

/** One call's usage priced with the table: `input_tokens` excludes the cached tokens, billed apart. */
export function usageOfCall(reported: ReportedUsage, prices: PriceTable): LlmUsage {
  const cacheReadTokens = reported.cache_read_input_tokens ?? 0;
  const cacheCreationTokens = reported.cache_creation_input_tokens ?? 0;
  const dollars =
    (reported.input_tokens * prices.inputPerMTok +
      reported.output_tokens * prices.outputPerMTok +
      cacheReadTokens * prices.cacheReadPerMTok +
      cacheCreationTokens * prices.cacheWritePerMTok) /
    1_000_000;
  return {
    calls: 1,
    inputTokens: reported.input_tokens,
    outputTokens: reported.output_tokens,
    cacheReadTokens,
    cacheCreationTokens,
    costUsd: dollars,
  };
}

export function addUsage(a: LlmUsage, b: LlmUsage): LlmUsage {
  return {
    calls: a.calls + b.calls,
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    cacheReadTokens: a.cacheReadTokens + b.cacheReadTokens,
    cacheCreationTokens: a.cacheCreationTokens + b.cacheCreationTokens,
    costUsd: a.costUsd + b.costUsd,
  };
}
