import { setTimeout as delay } from 'node:timers/promises';
import Anthropic from '@anthropic-ai/sdk';
import { DEFAULT_MAX_PAGES_PER_BATCH, MIN_PAGES_PER_SPLIT, planBatches } from './batches.js';
import { NO_USAGE, addUsage, usageOfCall, type LlmUsage, type PriceTable } from './cost.js';
import { preparePage, type PageForLlm, type PreparedPage } from './page-input.js';
import { INSTRUCTIONS, JUDGEMENT_TOOL, PROMPT_VERSION, TOOL_NAME, buildUserMessage } from './prompt.js';
import { DEFAULT_RETRY_POLICY, retryDelayMs, type RetryPolicy } from './retry-policy.js';
import { Semaphore } from './semaphore.js';
import { parseToolOutput, type PageJudgement, type SiteIdentity } from './tool-output.js';

export interface AnthropicScorerOptions {
  apiKey: string;
  baseUrl?: string | undefined;
  model: string;
  /** Time limit of one call. */
  timeoutMs: number;
  /** Calls in flight at once through this scorer; share one scorer per process. */
  concurrency: number;
  maxInputTokensPerPage: number;
  batchTokenBudget: number;
  prices: PriceTable;
  retry?: RetryPolicy;
  maxPagesPerBatch?: number;
  logger?: { warn(details: object, message: string): void };
  /** Waits between attempts; tests replace it to observe the waits. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export type PageOutcome =
  | { key: string; contentHash: string; ok: true; judgement: PageJudgement; costUsd: number }
  | { key: string; contentHash: string; ok: false; why: string };

export interface BatchResult {
  outcomes: PageOutcome[];
  /** The site's name and summary, when the home page was in this batch and the model gave them. */
  site: SiteIdentity | null;
  usage: LlmUsage;
}

interface CallResult {
  judgements: Map<string, PageJudgement>;
  site: SiteIdentity | null;
  usage: LlmUsage;
}

/** Per page of answer: id, score, category, title, description and reason, with JSON around them. */
const OUTPUT_TOKENS_PER_PAGE = 160;
const OUTPUT_TOKENS_BASE = 300;
const MAX_OUTPUT_TOKENS = 8_192;

const defaultSleep = (ms: number, signal?: AbortSignal) => delay(ms, undefined, { signal });

/**
 * Scores pages with Claude: pages batched by tokens, a forced tool call for structured output,
 * one re-ask for pages whose judgement is missing or malformed, retries on rate limits and
 * overload, and every call's usage priced. Pages it cannot score come back as failures for the
 * caller to score another way; it throws only when the caller's signal aborts.
 */
export class AnthropicScorer {
  readonly model: string;
  readonly promptVersion = PROMPT_VERSION;
  private readonly client: Anthropic;
  private readonly slots: Semaphore;
  private readonly retry: RetryPolicy;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;

  constructor(private readonly options: AnthropicScorerOptions) {
    this.model = options.model;
    this.client = new Anthropic({
      apiKey: options.apiKey,
      ...(options.baseUrl ? { baseURL: options.baseUrl } : {}),
      timeout: options.timeoutMs,
      maxRetries: 0,
    });
    this.slots = new Semaphore(options.concurrency);
    this.retry = options.retry ?? DEFAULT_RETRY_POLICY;
    this.sleep = options.sleep ?? defaultSleep;
  }

  /** Cuts pages to their budget and computes their cache keys, before any call. */
  prepare(pages: readonly PageForLlm[]): PreparedPage[] {
    return pages.map((page) => preparePage(page, this.options.maxInputTokensPerPage));
  }

  /** Scores prepared pages; `onBatch` sees each batch as it finishes (to save progress). */
  async score(
    origin: string,
    pages: readonly PreparedPage[],
    options: { signal?: AbortSignal; onBatch?: (result: BatchResult) => Promise<void> } = {},
  ): Promise<BatchResult> {
    const batches = planBatches(pages, {
      tokenBudget: this.options.batchTokenBudget,
      maxPages: this.options.maxPagesPerBatch ?? DEFAULT_MAX_PAGES_PER_BATCH,
      concurrency: this.options.concurrency,
      minPagesPerSplit: MIN_PAGES_PER_SPLIT,
    });
    const results = await Promise.all(
      batches.map(async (batch) => {
        const result = await this.scoreBatch(origin, batch, options.signal);
        await options.onBatch?.(result);
        return result;
      }),
    );
    return {
      outcomes: results.flatMap((result) => result.outcomes),
      site: results.find((result) => result.site !== null)?.site ?? null,
      usage: results.reduce((sum, result) => addUsage(sum, result.usage), NO_USAGE),
    };
  }

  private async scoreBatch(
    origin: string,
    batch: readonly PreparedPage[],
    signal?: AbortSignal,
  ): Promise<BatchResult> {
    const judged = new Map<PreparedPage, { judgement: PageJudgement; costUsd: number }>();
    const failures = new Map<PreparedPage, string>();
    let usage = NO_USAGE;
    let site: SiteIdentity | null = null;
    let pending = [...batch];
    for (let round = 0; round < 2 && pending.length > 0; round++) {
      const ids = new Map(pending.map((page, index) => [`p${index + 1}`, page]));
      let call: CallResult;
      try {
        call = await this.callWithRetries(origin, ids, signal);
      } catch (error) {
        if (signal?.aborted) throw error;
        const why = describeFailure(error);
        this.options.logger?.warn(
          { pages: pending.length, why },
          'LLM scoring call failed; those pages fall back',
        );
        for (const page of pending) failures.set(page, why);
        break;
      }
      usage = addUsage(usage, call.usage);
      site ??= call.site;
      const tokens = pending.reduce((sum, page) => sum + page.tokens, 0);
      for (const [id, page] of ids) {
        const judgement = call.judgements.get(id);
        if (judgement) judged.set(page, { judgement, costUsd: (call.usage.costUsd * page.tokens) / tokens });
      }
      pending = pending.filter((page) => !judged.has(page));
    }
    for (const page of pending) {
      if (!failures.has(page))
        failures.set(page, 'the AI answer for this page was missing or malformed twice');
    }
    return {
      outcomes: batch.map((page): PageOutcome => {
        const result = judged.get(page);
        const base = { key: page.page.key, contentHash: page.contentHash };
        return result
          ? { ...base, ok: true, ...result }
          : { ...base, ok: false, why: failures.get(page) ?? 'not scored' };
      }),
      site,
      usage,
    };
  }

  private async callWithRetries(
    origin: string,
    ids: ReadonlyMap<string, PreparedPage>,
    signal?: AbortSignal,
  ): Promise<CallResult> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.slots.run(() => this.call(origin, ids, signal));
      } catch (error) {
        const wait = signal?.aborted ? null : retryDelayMs(error, attempt, this.retry);
        if (wait === null) throw error;
        this.options.logger?.warn({ attempt, waitMs: wait, why: describeFailure(error) }, 'LLM call retried');
        await this.sleep(wait, signal);
      }
    }
  }

  private async call(
    origin: string,
    ids: ReadonlyMap<string, PreparedPage>,
    signal?: AbortSignal,
  ): Promise<CallResult> {
    const pages = [...ids].map(([id, prepared]) => ({ id, prepared }));
    const response = await this.client.messages.create(
      {
        model: this.model,
        max_tokens: Math.min(MAX_OUTPUT_TOKENS, OUTPUT_TOKENS_BASE + OUTPUT_TOKENS_PER_PAGE * pages.length),
        system: [{ type: 'text', text: INSTRUCTIONS, cache_control: { type: 'ephemeral' } }],
        tools: [JUDGEMENT_TOOL],
        tool_choice: { type: 'tool', name: TOOL_NAME },
        messages: [{ role: 'user', content: buildUserMessage(origin, pages) }],
      },
      { signal: signal ?? null },
    );
    const parsed = parseToolOutput(response.content, new Set(ids.keys()));
    return { ...parsed, usage: usageOfCall(response.usage, this.options.prices) };
  }
}

/** A short cause for logs and for the page's reason; never the request, never the key. */
function describeFailure(error: unknown): string {
  if (error instanceof Anthropic.APIConnectionTimeoutError) return 'the AI service timed out';
  if (error instanceof Anthropic.APIConnectionError) return 'the AI service could not be reached';
  if (error instanceof Anthropic.APIError) {
    if (error.status === 429) return 'the AI service rate limit was reached';
    if (error.status === 529) return 'the AI service was overloaded';
    return `the AI service answered ${error.status ?? 'with an error'}`;
  }
  return 'the AI service failed';
}
