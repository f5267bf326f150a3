import type { AnalysisProgress, AnalysisRecord, StageId, StageStatus } from '@signpost/contracts';
import { isApiError } from '../../../api/api-error.js';
import type { AnalysisSummary } from '../workflow/workflow-state.js';

function pages(count: number): string {
  return count === 1 ? '1 page' : `${count} pages`;
}

/**
 * Pages read a second since the running stage started, while discovery or content fetch reads them;
 * null before there is a second and a page to judge by.
 */
export function readingRate(progress: AnalysisProgress, now: Date): number | null {
  if (progress.stage !== 'discovery' && progress.stage !== 'content-fetch') return null;
  const startedAt = progress.stages.find((stage) => stage.id === progress.stage)?.startedAt;
  const seconds = startedAt ? (now.getTime() - Date.parse(startedAt)) / 1000 : 0;
  if (seconds < 1 || progress.pagesFetched === 0) return null;
  return progress.pagesFetched / seconds;
}

/** The page counter under the progress bar, worded for the stage that is running. */
export function pageCounterText(progress: AnalysisProgress, now = new Date()): string {
  const { stage, pagesFound, pagesFetched, pagesScored } = progress;
  const rate = readingRate(progress, now);
  const perSecond = rate === null ? '' : ` · ${rate < 10 ? rate.toFixed(1) : Math.round(rate)} pages/s`;
  switch (stage) {
    case 'discovery':
      return pagesFound === 0
        ? 'Looking for pages…'
        : `${pages(pagesFound)} found · ${pagesFetched} read${perSecond}`;
    case 'content-fetch':
      return `${pagesFetched} of ${pages(pagesFound)} read${perSecond}`;
    case 'ai-analysis':
      return `${pagesScored} of ${pages(pagesFound)} scored`;
    case 'finalization':
      return `Compiling results for ${pages(pagesFound)}`;
  }
}

export function stageStatus(progress: AnalysisProgress | undefined, stageId: StageId): StageStatus {
  return progress?.stages.find((stage) => stage.id === stageId)?.status ?? 'pending';
}

/**
 * Whether polling goes on. A finished record ends it; so does an answer saying the analysis does
 * not exist or may not be read. Network trouble and server errors are waited out.
 */
export function shouldKeepPolling(record: AnalysisRecord | undefined, error: unknown): boolean {
  if (record?.status === 'completed' || record?.status === 'failed') return false;
  return !isPermanentPollError(error);
}

export function isPermanentPollError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

export function summarizeAnalysis(record: AnalysisRecord): AnalysisSummary {
  return {
    siteName: record.siteName,
    totalPagesFound: record.totalPagesFound,
    pageLimit: record.pageLimit,
    analysisMethod: record.analysisMethod,
    processingTimeSeconds: record.metrics.processingTime,
    cachedPages: record.metrics.cachedPages,
    defaultLanguage: record.defaultLanguage ?? null,
    languages: record.languages ?? [],
  };
}
