import type { Repositories } from '@signpost/db';
import type { RenderForExtraction } from '@signpost/extraction';
import type { Logger } from '@signpost/logger';
import type { PageRenderer } from '@signpost/render';

export interface RenderBudget {
  renderer: PageRenderer;
  /** Renders one analysis may claim, whichever workers its batches run on. */
  maxPages: number;
  repos: Pick<Repositories, 'transaction'>;
  logger: Logger;
}

/**
 * Claims one of the analysis's renders for a page, in the database so that every worker counts
 * against the same budget: the page's row is locked while its state is read, so a replayed page
 * keeps the render it claimed before and never takes a second.
 */
async function claimRender(budget: RenderBudget, analysisId: string, pageUrl: string): Promise<boolean> {
  return budget.repos.transaction(async (tx) => {
    const state = await tx.pages.lockRendering(analysisId, pageUrl);
    if (state !== null) return state === 'claimed';
    const granted = await tx.analyses.claimRender(analysisId, budget.maxPages);
    await tx.pages.setRendering(analysisId, pageUrl, granted ? 'claimed' : 'over_budget');
    return granted;
  });
}

/**
 * Renders a page of the analysis that extraction found built by its scripts, if the analysis has a
 * render left. The renderer is the render service's client: its own guard, concurrency and time
 * limit apply. A render that fails leaves the page to be read from its HTML, as discovery does.
 */
export function renderWithinBudget(
  budget: RenderBudget,
  analysisId: string,
  pageUrl: string,
): RenderForExtraction {
  return async (url, signal) => {
    if (!(await claimRender(budget, analysisId, pageUrl))) return { kind: 'over_budget' };
    try {
      const rendered = await budget.renderer.render(url, signal);
      return { kind: 'rendered', url: rendered.url, html: rendered.html };
    } catch (error) {
      signal?.throwIfAborted();
      budget.logger.warn({ analysisId, url, err: error }, 'rendering failed: the page is read from its HTML');
      return { kind: 'failed' };
    }
  };
}
