import type { StageId } from '@signpost/contracts';
import type { AnalysisRow, StageFinishedColumn, StageStartedColumn } from './schema.js';

/** The timestamp columns of a stage, named after its id in the stage table. */
export function stageColumns(stage: StageId): { started: StageStartedColumn; finished: StageFinishedColumn } {
  const stem = stage.replaceAll('-', '_');
  return {
    started: `${stem}_started_at` as StageStartedColumn,
    finished: `${stem}_finished_at` as StageFinishedColumn,
  };
}

/** When a stage started and finished, as stored on the analysis. */
export function stageTimes(
  row: AnalysisRow,
  stage: StageId,
): { startedAt: Date | null; finishedAt: Date | null } {
  const columns = stageColumns(stage);
  return { startedAt: row[columns.started], finishedAt: row[columns.finished] };
}
