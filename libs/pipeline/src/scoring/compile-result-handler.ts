import { defineHandler } from '@signpost/queue';
import type { StageDeps } from '../stage-deps.js';

/** The last stage: one conditional update completes the analysis, however often this runs. */
export function compileResultHandler(deps: Pick<StageDeps, 'repos' | 'lifecycle'>) {
  return defineHandler('compile-result', async ({ analysisId }) => {
    if (!(await deps.lifecycle.enter(analysisId, 'finalization'))) return;
    const advanced = await deps.repos.transaction((tx) =>
      deps.lifecycle.advance(tx, analysisId, 'finalization'),
    );
    await deps.lifecycle.settle(analysisId, advanced);
  });
}
