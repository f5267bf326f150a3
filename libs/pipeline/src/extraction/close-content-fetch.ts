import type { Repositories } from '@signpost/db';
import type { StageLifecycle } from '../stage-deps.js';
import { renderingNote } from './rendering-note.js';

/**
 * Ends the content-fetch stage in the caller's transaction, once no batch is outstanding: the
 * analysis's page counts, its note on pages that needed JavaScript, and the move on to scoring.
 * True for the one caller that moved it. The last extraction batch calls it, and so does discovery
 * when its crawl already read every page and no batch was left to run.
 */
export async function closeContentFetch(
  tx: Repositories,
  lifecycle: StageLifecycle,
  analysisId: string,
  maxRenders: number,
): Promise<boolean> {
  await tx.analyses.refreshFetchedCount(analysisId);
  await tx.analyses.refreshRenderedCount(analysisId);
  if (!(await lifecycle.advance(tx, analysisId, 'content-fetch'))) return false;
  const note = renderingNote(await tx.pages.countRenderings(analysisId), maxRenders);
  if (note !== null) await tx.analyses.appendNote(analysisId, note);
  return true;
}
