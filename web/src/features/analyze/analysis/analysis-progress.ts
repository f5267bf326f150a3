import type { AnalysisProgress, AnalysisRecord, StageId, StageStatus } from '@signpost/contracts';
import { isApiError } from '../../../api/api-error.js';
import type { AnalysisSummary } from '../workflow/workflow-state.js';

function pages(count: number): string {
  return count === 1 ? '1 page' : `${count} pages`;
}

/** The page counter under the progress bar, worded for the stage that is running. */
export function pageCounterText(progress: AnalysisProgress): string {
  const { stage, pagesFound, pagesFetched, pagesScored } = progress;
  switch (stage) {
    case 'discovery':
      return pagesFound === 0 ? 'Looking for pages…' : `${pages(pagesFound)} found so far`;
    case 'content-fetch':
      return `${pagesFetched} of ${pages(pagesFound)} read`;
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
    analysisMethod: record.analysisMethod,
    processingTimeSeconds: record.metrics.processingTime,
    cachedPages: record.metrics.cachedPages,
    defaultLanguage: record.defaultLanguage ?? null,
    languages: record.languages ?? [],
  };
}
