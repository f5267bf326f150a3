import { STAGES, type AnalysisProgress, type AnalysisRecord } from '@signpost/contracts';

/** The params of one `notifications/progress`, without the call's token. */
export interface ProgressNotice {
  progress: number;
  total: number;
  message: string;
}

/** "Site Discovery: 37 pages found, 12 read": where the analysis is, in the words the wizard uses. */
export function describeProgress(progress: AnalysisProgress): string {
  const stage = STAGES.find((definition) => definition.id === progress.stage)?.label ?? progress.stage;
  const counts = [`${progress.pagesFound} pages found`, `${progress.pagesFetched} read`];
  if (progress.pagesScored > 0) counts.push(`${progress.pagesScored} scored`);
  return `${stage}: ${counts.join(', ')}`;
}

/**
 * The progress of a notice after `last`: MCP requires it to rise with every notification, while the
 * counts a notice tells can change within one whole percent. Such a notice goes a hundredth above the
 * last, never reaching the next whole percent; undefined when there is no room left for it.
 */
function nextProgress(last: number | undefined, percent: number): number | undefined {
  if (last === undefined || percent > last) return percent;
  const nudged = Math.round(last * 100 + 1) / 100;
  return nudged < Math.floor(last) + 1 ? nudged : undefined;
}

/**
 * Turns the records a call sees while it waits into progress notices (percent of 100, and the
 * counts), sending one only when the percent or the counts changed.
 */
export function progressNotices(
  send: (notice: ProgressNotice) => Promise<void>,
): (record: AnalysisRecord) => Promise<void> {
  let last: ProgressNotice | undefined;
  return async (record) => {
    const message = describeProgress(record.progress);
    if (last && last.message === message && record.progress.percent <= last.progress) return;
    const progress = nextProgress(last?.progress, record.progress.percent);
    if (progress === undefined) return;
    last = { progress, total: 100, message };
    await send(last);
  };
}
