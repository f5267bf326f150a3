import type { DropReason } from './candidate.js';

/** What each reason says of the pages it dropped, most telling first. */
const REASONS: readonly [Exclude<DropReason, 'redirected'>, string][] = [
  ['canonical_elsewhere', 'named another address as their canonical one'],
  ['duplicate', 'repeated a page already kept under another address'],
  ['noindex', 'asked not to be indexed (noindex)'],
  ['soft_404', 'looked like "not found" pages'],
  ['not_found', 'answered 404 or 410'],
  [
    'sitemap_dead',
    'were listed by a sitemap whose pages in that section answered 404 one after another, so were not fetched',
  ],
  ['off_site', 'redirected to another site'],
  ['not_html', 'were not HTML'],
  ['unfetchable', 'could not be fetched'],
];

/**
 * Why the page list is short, when the crawl let go of more than half of the addresses it read
 * (`redirected` ones live on where they land and do not count): the result is then a part of the
 * site and must not read as all of it. Null otherwise.
 */
export function droppedPagesNote(
  keptPages: number,
  dropped: Partial<Record<DropReason, number>>,
): string | null {
  const counted = REASONS.map(([reason, text]) => ({ count: dropped[reason] ?? 0, text })).filter(
    ({ count }) => count > 0,
  );
  const droppedCount = counted.reduce((sum, { count }) => sum + count, 0);
  const read = keptPages + droppedCount;
  if (droppedCount * 2 <= read) return null;
  const why = counted.map(({ count, text }) => `${count} ${text}`).join(', ');
  const kept = keptPages === 1 ? '1 page was' : `${keptPages} pages were`;
  return `Only ${kept} kept of ${read} addresses read: ${why}. The result covers part of the site.`;
}
