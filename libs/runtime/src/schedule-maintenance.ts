import { runMaintenance } from '@signpost/analyses';
import type { Runtime } from './runtime.js';

/** Runs maintenance now and then on the configured interval; returns what stops it. */
export function scheduleMaintenance(
  runtime: Pick<Runtime, 'repos' | 'lifecycle' | 'config' | 'logger'>,
): () => void {
  const run = () => {
    runMaintenance({ ...runtime, ...runtime.config.analysis }).catch((error: unknown) =>
      runtime.logger.error({ err: error }, 'maintenance failed'),
    );
  };
  run();
  const timer = setInterval(run, runtime.config.analysis.maintenanceIntervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
