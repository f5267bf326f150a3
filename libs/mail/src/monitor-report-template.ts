import type { MonitorRunRow } from '@signpost/db';
import type { SiteReaders } from '@signpost/contracts';
import { escapeHtml, type AccountEmail } from './account-email-templates.js';
import { readersSummary } from './readers-summary.js';

/** The days of readers a monitor's mail sums up. */
export const REPORTED_READER_DAYS = 30;

/** Addresses listed per kind of change; a longer list says how many more the dashboard shows. */
const LISTED = 20;

const LIVE_FILE_WORDS = {
  missing: 'The site serves no llms.txt at',
  matches: 'The site serves the current llms.txt at',
  differs: 'The llms.txt the site serves differs from the current file, at',
} as const;

function lines(run: MonitorRunRow): { heading: string; urls: string[]; more: number }[] {
  const groups: [string, string[]][] = [
    ['Pages added', run.added],
    ['Pages removed', run.removed],
    ['Pages changed', run.changed],
    ['Links of your llms.txt that fail now', run.broken_links],
  ];
  return groups
    .filter(([, urls]) => urls.length > 0)
    .map(([heading, urls]) => ({
      heading: `${heading} (${urls.length})`,
      urls: urls.slice(0, LISTED),
      more: Math.max(0, urls.length - LISTED),
    }));
}

/**
 * The mail that tells an owner what a monitor's run found, as text and as HTML with the same words;
 * `readers`: who read the owner's published file of the site over the last 30 days, when it is published.
 */
export function monitorReport(
  site: string,
  run: MonitorRunRow,
  link: string,
  readers: SiteReaders | null = null,
): AccountEmail {
  const groups = lines(run);
  const reads = readers && readersSummary(readers, REPORTED_READER_DAYS);
  const live = run.live_file ? `${LIVE_FILE_WORDS[run.live_file.status]} ${run.live_file.url}.` : null;
  const intro = `Signpost read ${site} again and found changes since its last reading.`;
  const action = 'See the changes and your llms.txt';
  const text = [
    'Hello,',
    '',
    intro,
    '',
    ...groups.flatMap((group) => [
      `${group.heading}:`,
      ...group.urls.map((url) => `- ${url}`),
      ...(group.more > 0 ? [`- and ${group.more} more`] : []),
      '',
    ]),
    ...(live ? [live, ''] : []),
    ...(reads?.text ?? []),
    `${action}:`,
    link,
    '',
    'You get this mail because you monitor this site with Signpost; pause or delete the monitor on the same page.',
    '',
    '— Signpost',
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5;">',
    '<p>Hello,</p>',
    `<p>${escapeHtml(intro)}</p>`,
    ...groups.flatMap((group) => [
      `<h2 style="font-size: 1em;">${escapeHtml(group.heading)}</h2>`,
      '<ul>',
      ...group.urls.map((url) => `<li>${escapeHtml(url)}</li>`),
      ...(group.more > 0 ? [`<li>and ${group.more} more</li>`] : []),
      '</ul>',
    ]),
    ...(live ? [`<p>${escapeHtml(live)}</p>`] : []),
    ...(reads?.html ?? []),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    '<p>You get this mail because you monitor this site with Signpost; pause or delete the monitor on the same page.</p>',
    '<p>— Signpost</p>',
    '</body></html>',
    '',
  ].join('\n');
  return { subject: `Changes on ${site}`, text, html, link };
}
