import {
  ANALYSIS_FAILURES,
  isAnalysisFailureCode,
  nextStage,
  type AnalysisFailureCode,
  type StageId,
} from '@signpost/contracts';
import { stageTimes, type AnalysisRow, type Repositories } from '@signpost/db';
import { isAppError } from '@signpost/errors';
import type { ExhaustedJob } from '@signpost/queue';
import type { Caller } from '@signpost/usage';
import type { LifecycleDeps } from './lifecycle-deps.js';
import { startAnalysis, type StartAnalysisInput, type StartedAnalysis } from './start-analysis.js';

/**
 * Failures that delivered nothing: ours, or a site that could not be reached at all (no such host,
 * nothing answering, no answer in time, an address the guard refuses). A typo costs no analysis.
 */
const GIVEN_BACK: ReadonlySet<AnalysisFailureCode> = new Set([
  'internal',
  'site_not_found',
  'site_unreachable',
  'site_timeout',
  'address_refused',
]);

/**
 * The one owner of an analysis's status and stage: processing through the stages of the stage table,
 * then completed or failed. Every change is a conditional update, so at-least-once job delivery can
 * replay any step and change nothing twice. Stage handlers open with `enter`, move on with `advance`
 * inside their own transaction, and close with `settle`.
 */
export class AnalysisLifecycle {
  /** Stages each analysis left in a transaction not yet settled (one transaction may pass two). */
  readonly #leftStages = new Map<string, StageId[]>();

  constructor(private readonly deps: LifecycleDeps) {}

  /** Starts an analysis for the caller within its plan, or reuses a recent one (start-analysis.ts). */
  start(caller: Caller, input: StartAnalysisInput): Promise<StartedAnalysis> {
    return startAnalysis(this.deps, this, caller, input);
  }

  /**
   * The analysis when it is processing at this stage, marked started; undefined when there is nothing
   * for the stage to do. An analysis found further along is resumed, which re-enqueues the job its
   * stage waits for (a crash between a commit and an enqueue loses nothing).
   */
  async enter(analysisId: string, stage: StageId): Promise<AnalysisRow | undefined> {
    const analysis = await this.deps.repos.analyses.get(analysisId);
    if (!analysis || analysis.status !== 'processing') return undefined;
    if (analysis.stage !== stage) {
      await this.resume(analysisId);
      return undefined;
    }
    if (await this.deps.repos.analyses.startStage(analysisId, stage)) await this.publish(analysisId);
    return analysis;
  }

  /**
   * Moves the analysis past `from`, in the caller's transaction: to the next stage, or from the last
   * stage to completed. True for exactly one caller, however many replays race.
   */
  async advance(tx: Repositories, analysisId: string, from: StageId): Promise<boolean> {
    const to = nextStage(from);
    const advanced =
      to !== undefined
        ? await tx.analyses.advanceStage(analysisId, from, to)
        : await tx.analyses.complete(analysisId, from);
    if (advanced) this.#leftStages.set(analysisId, [...(this.#leftStages.get(analysisId) ?? []), from]);
    if (advanced && to === undefined) this.deps.logger.info({ analysisId }, 'analysis completed');
    return advanced;
  }

  /** After a stage's transaction: starts the next stage's work when it advanced, and tells listeners. */
  async settle(analysisId: string, advanced: boolean): Promise<void> {
    const left = this.#leftStages.get(analysisId) ?? [];
    this.#leftStages.delete(analysisId);
    if (advanced) {
      await this.recordStageDurations(analysisId, left);
      await this.resume(analysisId);
      // Leaving the last stage completed the analysis.
      if (left.some((stage) => nextStage(stage) === undefined)) await this.finishMonitorRuns(analysisId);
    }
    await this.publish(analysisId);
  }

  /** A monitor's run waits for its analysis to end; its finishing step is queued when it does. */
  private async finishMonitorRuns(analysisId: string): Promise<void> {
    for (const run of await this.deps.repos.monitorRuns.runningOfAnalysis(analysisId)) {
      await this.deps.queue.enqueue('finish-monitor-run', { runId: run.id });
    }
  }

  /** Reports how long each stage the analysis just left took, from the times stored on it. */
  private async recordStageDurations(analysisId: string, left: readonly StageId[]): Promise<void> {
    if (left.length === 0) return;
    const analysis = await this.deps.repos.analyses.get(analysisId);
    if (!analysis) return;
    for (const finished of left) {
      const { startedAt, finishedAt } = stageTimes(analysis, finished);
      if (startedAt && finishedAt) {
        this.deps.metrics.stageFinished(finished, (finishedAt.getTime() - startedAt.getTime()) / 1000);
      }
    }
  }

  /**
   * Enqueues the job the analysis's current stage is waiting for. Job ids are deterministic, so this
   * is safe whenever a handler finds the analysis further along than itself, or after a restart.
   */
  async resume(analysisId: string): Promise<void> {
    const { repos, queue } = this.deps;
    const analysis = await repos.analyses.get(analysisId);
    if (!analysis || analysis.status !== 'processing') return;
    switch (analysis.stage) {
      case 'discovery':
        await queue.enqueue('discover-site', { analysisId });
        return;
      case 'content-fetch': {
        const outstanding = await repos.extractionBatches.listBatchNumbers(analysisId, true);
        if (outstanding.length === 0) {
          const advanced = await repos.transaction((tx) => this.advance(tx, analysisId, 'content-fetch'));
          if (advanced) await queue.enqueue('score-pages', { analysisId });
          return;
        }
        for (const batch of outstanding) await queue.enqueue('extract-batch', { analysisId, batch });
        return;
      }
      case 'ai-analysis':
        await queue.enqueue('score-pages', { analysisId });
        return;
      case 'finalization':
        await queue.enqueue('compile-result', { analysisId });
        return;
    }
  }

  /**
   * Ends a processing analysis with the catalogue's sentence for its cause. A failure that is ours, or
   * one where the site was never read at all, gives the caller's analysis back (docs/product-rules.md,
   * Usage and limits). False when the analysis had already ended.
   */
  async fail(analysisId: string, code: AnalysisFailureCode): Promise<boolean> {
    const failed = await this.deps.repos.analyses.fail(analysisId, code, ANALYSIS_FAILURES[code]);
    if (!failed) return false;
    if (GIVEN_BACK.has(code)) await this.deps.usage.giveBackAnalysis(this.deps.repos, analysisId);
    await this.finishMonitorRuns(analysisId);
    await this.publish(analysisId);
    return true;
  }

  /** Ends the analysis of a job that failed for good, with the cause the job gave. */
  async failForJob(job: ExhaustedJob): Promise<void> {
    const analysisId = (job.payload as { analysisId?: unknown }).analysisId;
    if (typeof analysisId !== 'string') return;
    const code = isAppError(job.error) && isAnalysisFailureCode(job.error.code) ? job.error.code : 'internal';
    if (await this.fail(analysisId, code)) {
      this.deps.logger.warn({ analysisId, job: job.name, code, err: job.error }, 'analysis failed');
    }
  }

  /**
   * Fails as timed out every analysis still processing that started before the cutoff: this catches
   * a job the queue gave up on after its worker died repeatedly. Returns their ids.
   */
  async timeOutStartedBefore(cutoff: Date): Promise<string[]> {
    const timedOut = await this.deps.repos.analyses.failStartedBefore(
      cutoff,
      'site_timeout',
      ANALYSIS_FAILURES.site_timeout,
    );
    for (const analysisId of timedOut) {
      await this.finishMonitorRuns(analysisId);
      await this.publish(analysisId);
    }
    return timedOut;
  }

  /** Resumes every analysis still processing: the in-process queue forgets its jobs on restart. */
  async resumeAllProcessing(): Promise<number> {
    const interrupted = await this.deps.repos.analyses.listProcessing();
    for (const analysis of interrupted) await this.resume(analysis.id);
    return interrupted.length;
  }

  /** Tells listeners the analysis changed; they re-read it, so the event itself stays tiny. */
  async publish(analysisId: string): Promise<void> {
    const analysis = await this.deps.repos.analyses.get(analysisId);
    if (!analysis) return;
    await this.deps.progress.publish({
      analysisId,
      status: analysis.status,
      stage: analysis.stage,
      at: new Date().toISOString(),
    });
  }
}
