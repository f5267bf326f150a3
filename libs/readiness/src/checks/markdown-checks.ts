import { looksLikeHtml } from '../markdown-copies.js';
import { BUDGET_SPENT, isOk } from '../site-fetch.js';
import type { SiteReading } from '../site-reading.js';
import { byShare, check, plural, robotsKept, type CheckResult } from '../check-result.js';

export async function markdownChecks(site: SiteReading): Promise<CheckResult[]> {
  const pages = site.samples.filter((sample) => isOk(sample.answer));
  if (pages.length === 0) {
    return ['markdown-alternates', 'content-negotiation'].map((id) =>
      check(id, 'markdown', 'skip', 'No page of the site could be read.'),
    );
  }
  const withCopy = pages.filter((page) => page.markdown !== null).length;
  const hosted = pages.filter((page) => page.markdown?.hosted === true).length;
  const hostedNote = hosted > 0 ? `; ${hosted} of them served by Signpost, linked from llms.txt` : '';
  const negotiated = await Promise.all(
    pages.map(async (page) => {
      const answer = await site.fetch.get(page.url, { purpose: 'negotiation', accept: 'text/markdown' });
      if (!isOk(answer) || looksLikeHtml(answer.text())) return 'html';
      return answer.contentType === 'text/markdown' ? 'markdown' : 'wrong-type';
    }),
  );
  const right = negotiated.filter((kind) => kind === 'markdown').length;
  const wrongType = negotiated.filter((kind) => kind === 'wrong-type').length;
  // A page whose places were not all asked for may have a copy the report did not see.
  const disallowed = pages.reduce((count, page) => count + page.copyPlacesDisallowed, 0);
  const unasked = [
    ...(site.fetch.refusedFor('markdown') ? [`; not every place was asked: ${BUDGET_SPENT}`] : []),
    ...(disallowed > 0 ? [`; ${robotsKept(disallowed, 'place', 'asked', site.robotsSkips.agent)}`] : []),
  ].join('');
  return [
    check(
      'markdown-alternates',
      'markdown',
      unasked !== '' && withCopy < pages.length
        ? 'skip'
        : byShare(withCopy / pages.length, 0.9, Number.MIN_VALUE),
      `${withCopy} of ${plural(pages.length, 'sampled page')} have a markdown copy (page.md, page.html.md, index.md or a declared alternate)${hostedNote}${unasked}.`,
    ),
    site.fetch.refusedFor('negotiation')
      ? check(
          'content-negotiation',
          'markdown',
          'skip',
          `The sampled pages were not asked for markdown: ${BUDGET_SPENT}.`,
        )
      : check(
          'content-negotiation',
          'markdown',
          right / pages.length >= 0.9 ? 'pass' : right + wrongType > 0 ? 'warn' : 'fail',
          `${right} of ${plural(pages.length, 'sampled page')} answer Accept: text/markdown with markdown${wrongType > 0 ? `; ${wrongType} send markdown without Content-Type: text/markdown` : ''}.`,
        ),
  ];
}
