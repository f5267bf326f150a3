import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '@signpost/config';
import { normalizeWebsiteUrl } from '@signpost/contracts';
import type { AnalysisRow, PageRow } from '@signpost/db';
import { discoveryStage } from '@signpost/discovery-service';
import { extractionStage } from '@signpost/extraction-service';
import { createRuntime, startStageWorkers } from '@signpost/runtime';
import { scoringStage } from '@signpost/scoring-service';

export interface AnalysisOutcome {
  analysis: AnalysisRow;
  pages: PageRow[];
}

const POLL_INTERVAL_MS = 200;

/**
 * The whole pipeline in this process on the embedded adapters: an in-memory PGlite database and the
 * in-process queue, whatever DATABASE_URL and REDIS_URL say, so a run leaves nothing behind.
 */
export function embeddedConfig(config: Config, quiet: boolean): Config {
  return {
    ...config,
    log: { ...config.log, level: quiet ? 'silent' : config.log.level === 'silent' ? 'silent' : 'warn' },
    database: { kind: 'pglite', dataDir: 'memory://' },
    queue: { ...config.queue, backend: { kind: 'in-process' } },
  };
}

/** Analyses one site to completion or failure, reporting the analysis row as it changes. */
export async function runAnalysis(
  config: Config,
  input: { url: string; maxPages: number },
  onProgress: (analysis: AnalysisRow) => void,
): Promise<AnalysisOutcome> {
  const runtime = await createRuntime(config, 'cli');
  let stopWorkers: (() => Promise<void>) | undefined;
  try {
    stopWorkers = await startStageWorkers(runtime, [
      discoveryStage(runtime),
      extractionStage(runtime),
      scoringStage(runtime),
    ]);
    const url = normalizeWebsiteUrl(input.url);
    const id = randomUUID();
    // Run locally by the site's owner: the largest plan's treatment, with the page count chosen.
    await runtime.repos.analyses.create({
      id,
      url,
      site_key: url,
      tier: 'scale',
      requester_email: null,
      status: 'processing',
      stage: 'discovery',
      max_pages: input.maxPages,
      ai_pages_limit: config.plans.scale.aiPagesLimit,
    });
    await runtime.queue.enqueue('discover-site', { analysisId: id });
    for (;;) {
      const analysis = await runtime.repos.analyses.get(id);
      if (!analysis) throw new Error(`analysis ${id} disappeared`);
      onProgress(analysis);
      if (analysis.status !== 'processing') {
        return {
          analysis,
          pages: analysis.status === 'completed' ? await runtime.repos.pages.listScored(id) : [],
        };
      }
      await sleep(POLL_INTERVAL_MS);
    }
  } finally {
    await runtime.close();
    await stopWorkers?.();
  }
}
