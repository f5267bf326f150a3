import type { Config } from '@signpost/config';
import { createPageThreads, discoveryStage, extractionStage, scoringStage } from '@signpost/pipeline';
import { renderChildUnlessRemote } from '@signpost/render-service/child';
import { createRuntime, startStageWorkers, type Runtime } from '@signpost/runtime';
import type { OutputStream } from './output.js';

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
    threads: createPageThreads(config.extraction.threads),
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
