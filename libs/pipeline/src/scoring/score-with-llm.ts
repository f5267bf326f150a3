import type { CachedScore, PageRow, PageScore, Repositories } from '@signpost/db';
import type { Metrics } from '@signpost/metrics';
import type { AnthropicScorer, BatchResult, PreparedPage, SiteSignals } from '@signpost/scoring';
import { llmInputOf, llmScore, ruleScore } from './page-features.js';

export interface LlmScoringDeps {
  repos: Repositories;
  scorer: AnthropicScorer;
  metrics: Pick<Metrics, 'llmUsage' | 'scoreCacheLookups'>;
  /** Called after each saved step, so the analysis shows pages scored as they are. */
  onProgress: () => Promise<void>;
}

interface Context {
  analysisId: string;
  origin: string;
  signals: Map<string, SiteSignals>;
  signal: AbortSignal;
}

const byUrl = (pages: readonly PageRow[]) => new Map(pages.map((page) => [page.url, page]));

/**
 * Scores pages with the score cache first and the LLM for the rest. Every batch is saved as it
 * finishes, in one transaction with its usage and its cache entries, so a replay after a crash
 * never pays for the same page twice. Pages the LLM could not score fall back to the rules.
 */
export async function scoreWithLlm(
  deps: LlmScoringDeps,
  context: Context,
  pages: readonly PageRow[],
): Promise<void> {
  const scope = { model: deps.scorer.model, promptVersion: deps.scorer.promptVersion };
  const prepared = deps.scorer.prepare(pages.map(llmInputOf));
  const cached = await deps.repos.scoreCache.findMany(
    scope,
    prepared.map((page) => page.contentHash),
  );
  const hits = prepared.filter((page) => cached.has(page.contentHash));
  const rows = byUrl(pages);
  if (hits.length > 0) {
    await deps.repos.transaction(async (tx) => {
      await tx.pages.saveScores(
        context.analysisId,
        hits.flatMap((page) => {
          const entry = cached.get(page.contentHash);
          const row = rows.get(page.page.key);
          return entry && row ? [llmScore(cachedScore(page, entry), row, context.signals.get(row.url))] : [];
        }),
      );
      const home = hits.find((page) => page.page.isHomepage);
      const identity = home ? cached.get(home.contentHash) : undefined;
      if (identity?.siteName && identity.siteSummary) {
        await tx.analyses.setSiteIdentity(context.analysisId, identity.siteName, identity.siteSummary);
      }
      await tx.analyses.refreshScoredCount(context.analysisId);
    });
    await deps.onProgress();
  }

  const misses = prepared.filter((page) => !cached.has(page.contentHash));
  deps.metrics.scoreCacheLookups(hits.length, misses.length);
  if (misses.length === 0) return;
  await deps.scorer.score(context.origin, misses, {
    signal: context.signal,
    onBatch: async (result) => {
      await saveBatch(deps, context, result, rows, scope);
      await deps.onProgress();
    },
  });
}

async function saveBatch(
  deps: LlmScoringDeps,
  context: Context,
  result: BatchResult,
  rows: ReadonlyMap<string, PageRow>,
  scope: { model: string; promptVersion: string },
): Promise<void> {
  const scores: PageScore[] = [];
  const entries: CachedScore[] = [];
  const homeKey = [...rows.values()].find((row) => row.position === 0)?.url;
  for (const outcome of result.outcomes) {
    const row = rows.get(outcome.key);
    if (!row) continue;
    if (!outcome.ok) {
      scores.push(ruleScore(row, context.signals.get(row.url), outcome.why));
      continue;
    }
    const { judgement } = outcome;
    const judged: PageScore = {
      url: row.url,
      qualityScore: judgement.qualityScore,
      reason: judgement.reason,
      scoredBy: 'llm',
      aiTitle: judgement.title,
      aiDescription: judgement.description,
      aiCategory: judgement.category,
      cost: outcome.costUsd,
    };
    scores.push(llmScore(judged, row, context.signals.get(row.url)));
    const isHome = outcome.key === homeKey;
    entries.push({
      contentHash: outcome.contentHash,
      ...judgement,
      siteName: isHome ? (result.site?.name ?? null) : null,
      siteSummary: isHome ? (result.site?.summary ?? null) : null,
      cost: outcome.costUsd,
    });
  }
  await deps.repos.transaction(async (tx) => {
    await tx.pages.saveScores(context.analysisId, scores);
    await tx.scoreCache.saveMany(scope, entries);
    await tx.analyses.addScoringUsage(context.analysisId, {
      apiCalls: result.usage.calls,
      estimatedCost: result.usage.costUsd,
    });
    if (result.site)
      await tx.analyses.setSiteIdentity(context.analysisId, result.site.name, result.site.summary);
    await tx.analyses.refreshScoredCount(context.analysisId);
  });
  deps.metrics.llmUsage(result.usage);
}

function cachedScore(page: PreparedPage, entry: CachedScore): PageScore {
  return {
    url: page.page.key,
    qualityScore: entry.qualityScore,
    reason: entry.reason,
    scoredBy: 'cache',
    aiTitle: entry.title,
    aiDescription: entry.description,
    aiCategory: entry.category,
    cost: entry.cost,
  };
}
