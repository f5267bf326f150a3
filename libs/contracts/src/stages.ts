import { z } from 'zod';

/**
 * The four stages of an analysis, in order: the one table every other name is derived from (the
 * database's stage column and timestamps, progress events, the API's progress and the web's cards).
 */
export const STAGES = [
  {
    id: 'discovery',
    label: 'Site Discovery',
    description: 'Reading robots.txt and sitemaps and following links to find every page',
    progress: 25,
    estimatedTime: '15-30 s',
  },
  {
    id: 'content-fetch',
    label: 'Content Extraction',
    description: 'Fetching each page and extracting its title, description and headings',
    progress: 50,
    estimatedTime: '30-45 s',
  },
  {
    id: 'ai-analysis',
    label: 'AI Quality Analysis',
    description: 'Scoring how useful each page is to an AI assistant',
    progress: 75,
    estimatedTime: '45-90 s',
  },
  {
    id: 'finalization',
    label: 'Result Compilation',
    description: 'Compiling the scored pages into your results',
    progress: 100,
    estimatedTime: '5-10 s',
  },
] as const;

export type StageDefinition = (typeof STAGES)[number];
export type StageId = StageDefinition['id'];
export const STAGE_IDS = STAGES.map((stage) => stage.id) as [StageId, ...StageId[]];
export const stageIdSchema = z.enum(STAGE_IDS);

export const stageStatusSchema = z.enum(['pending', 'running', 'completed', 'failed']);
export type StageStatus = z.infer<typeof stageStatusSchema>;

export function stageIndex(stage: StageId): number {
  return STAGE_IDS.indexOf(stage);
}

/** The stage after this one, or undefined after the last. */
export function nextStage(stage: StageId): StageId | undefined {
  return STAGE_IDS[stageIndex(stage) + 1];
}
