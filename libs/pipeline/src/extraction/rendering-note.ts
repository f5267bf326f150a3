import type { PageRendering } from '@signpost/db';

function pages(count: number, more = false): string {
  return `${count} ${more ? 'more ' : ''}${count === 1 ? 'page' : 'pages'}`;
}

/**
 * What the analysis's message says of the pages built by their scripts: how many were read from
 * their rendering, and how many were read from their HTML alone (the renders spent, or no browser
 * at hand). Null when no page needed a browser. Pages rendered to no gain are not mentioned.
 */
export function renderingNote(
  counts: Partial<Record<PageRendering, number>>,
  maxRenders: number,
): string | null {
  const rendered = counts.rendered ?? 0;
  const overBudget = counts.over_budget ?? 0;
  const unrendered = counts.unrendered ?? 0;
  const sentences: string[] = [];
  if (rendered > 0) {
    const their = rendered === 1 ? 'its' : 'their';
    sentences.push(
      `${pages(rendered)} needed JavaScript to read: ${their} text comes from ${their} rendering.`,
    );
  }
  if (overBudget > 0) {
    const were = overBudget === 1 ? 'was' : 'were';
    const their = overBudget === 1 ? 'its' : 'their';
    sentences.push(
      `${pages(overBudget, rendered > 0)} looked built by JavaScript but ${were} read from ${their} HTML ` +
        `alone: an analysis renders at most ${pages(maxRenders)}.`,
    );
  }
  if (unrendered > 0) {
    const were = unrendered === 1 ? 'was' : 'were';
    const their = unrendered === 1 ? 'its' : 'their';
    sentences.push(
      `${pages(unrendered, rendered + overBudget > 0)} looked built by JavaScript but could not be ` +
        `rendered, and ${were} read from ${their} HTML alone.`,
    );
  }
  return sentences.length === 0 ? null : sentences.join(' ');
}
