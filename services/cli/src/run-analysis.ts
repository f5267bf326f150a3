import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '@signpost/config';
import type { AnalysisRow, PageRow } from '@signpost/db';
import { operatorCaller } from '@signpost/usage';
import { startEmbeddedEngine } from './embedded-engine.js';
import type { OutputStream } from './output.js';

export interface AnalysisOutcome {
  analysis: AnalysisRow;
  pages: PageRow[];
}

const POLL_INTERVAL_MS = 200;

/**
 * The whole pipeline in this process on the embedded adapters: PGlite in the run's own temporary data
 * folder (withTemporaryDataDir) and the in-process queue, whatever DATABASE_URL and REDIS_URL say,
 * so a run leaves nothing behind. On disk rather than in memory, the database's files stay in the
 * operating system's page cache instead of this process. Logs are for --verbose alone, as JSON lines
 * (pretty printing goes through a transport of its own that writes to stdout).
 */
export function embeddedConfig(config: Config, verbose: boolean, dataDir: string): Config {
  return {
    ...config,
    log: { level: verbose ? config.log.level : 'silent', pretty: false },
    database: { kind: 'pglite', dataDir },
    queue: { ...config.queue, backend: { kind: 'in-process' } },
  };
}

/** Analyses one site to completion or failure, reporting the analysis row as it changes. */
export async function runAnalysis(
  config: Config,
  input: { url: string; maxPages: number },
  onProgress: (analysis: AnalysisRow) => void,
  logTo: OutputStream,
): Promise<AnalysisOutcome> {
  const { runtime, close } = await startEmbeddedEngine(config, logTo);
  try {
    // Whoever runs the CLI operates this installation: the usage policy decides what that allows.
    const started = await runtime.lifecycle.start(operatorCaller, {
      url: input.url,
      force: true,
      maxPages: input.maxPages,
    });
    const id = started.kind === 'started' ? started.analysisId : started.analysis.id;
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
    await close();
  }
}
