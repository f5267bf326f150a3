import type { Config } from '@signpost/config';
import { createPageThreads, discoveryStage, extractionStage, scoringStage } from '@signpost/pipeline';
import { renderChildUnlessRemote } from '@signpost/render-service/child';
import { createRuntime, startStageWorkers, type Runtime } from '@signpost/runtime';
import type { OutputStream } from './output.js';

/**
 * Threads reading pages, at most: each holds a heap of its own (some 70 MB on a documentation site),
 * and the command stays within 400 MB whatever the machine's cores.
 */
const MAX_PAGE_THREADS = 1;
/** A page thread is let go this long after its last page, before the analysis is scored and written. */
const IDLE_PAGE_THREAD_MS = 2_000;

/** Every service of an analysis in this process, on the runtime the config names. */
export interface EmbeddedEngine {
  runtime: Runtime;
  close(): Promise<void>;
}

/**
 * Starts the runtime and the three stages' workers, with the renderer's child and the page threads
 * they share. Logs go to `logTo`: stdout holds a command's results (or, for `signpost mcp`, the
 * protocol), so the render child, which logs to this process's stdout, stays silent.
 */
export async function startEmbeddedEngine(config: Config, logTo: OutputStream): Promise<EmbeddedEngine> {
  const runtime = await createRuntime(config, 'cli', { logDestination: logTo });
  const shared = {
    renderer: renderChildUnlessRemote({ ...config, log: { ...config.log, level: 'silent' } }),
    threads: createPageThreads(Math.min(config.extraction.threads, MAX_PAGE_THREADS), IDLE_PAGE_THREAD_MS),
  };
  try {
    const stopWorkers = await startStageWorkers(runtime, [
      discoveryStage(runtime, shared),
      extractionStage(runtime, shared),
      await scoringStage(runtime),
    ]);
    return {
      runtime,
      close: async () => {
        await runtime.close();
        await stopWorkers();
      },
    };
  } catch (error) {
    await runtime.close();
    throw error;
  }
}
