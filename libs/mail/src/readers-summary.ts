import { READER_CLASSES, READER_CLASS_LABELS, type SiteReaders } from '@signpost/contracts';
import { escapeHtml } from './account-email-templates.js';

/** Agents named in the mail; the dashboard lists them all. */
const TOP_AGENTS = 5;

/** The lines of a readers' summary: the total, each class with its count, and the busiest agents. */
export function readersLines(readers: SiteReaders, days: number): { heading: string; items: string[] } {
  const heading = `Readers of your published files in the last ${days} days: ${readers.total}`;
  if (readers.total === 0) return { heading, items: ['Nobody has read them yet.'] };
  const classes = READER_CLASSES.filter((name) => readers.byClass[name] > 0).map(
    (name) => `${READER_CLASS_LABELS[name]}: ${readers.byClass[name]}`,
  );
  const agents = readers.byAgent
    .slice(0, TOP_AGENTS)
    .map(({ agent, count }) => `${agent} (${count})`)
    .join(', ');
  return { heading, items: [...classes, `Most reads: ${agents}`] };
}

/** The summary as plain text and as HTML, with the same words. */
export function readersSummary(readers: SiteReaders, days: number): { text: string[]; html: string[] } {
  const { heading, items } = readersLines(readers, days);
  return {
    text: [`${heading}.`, ...items.map((item) => `- ${item}`), ''],
    html: [
      `<h2 style="font-size: 1em;">${escapeHtml(heading)}</h2>`,
      '<ul>',
      ...items.map((item) => `<li>${escapeHtml(item)}</li>`),
      '</ul>',
    ],
  };
}
