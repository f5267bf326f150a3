import { looksLikeHtml } from '../markdown-copies.js';
import { isOk } from '../site-fetch.js';
import type { SiteReading } from '../site-reading.js';
import { byShare, check, plural, type CheckResult } from '../check-result.js';

export async function markdownChecks(site: SiteReading): Promise<CheckResult[]> {
  const pages = site.samples.filter((sample) => isOk(sample.answer));
  if (pages.length === 0) {
    return ['markdown-alternates', 'content-negotiation'].map((id) =>
      check(id, 'markdown', 'skip', 'No page of the site could be read.'),
    );
  }
  const withCopy = pages.filter((page) => page.markdown !== null).length;
  const negotiated = await Promise.all(
    pages.map(async (page) => {
      const answer = await site.fetch.get(page.url, { accept: 'text/markdown' });
      if (!isOk(answer) || looksLikeHtml(answer.text())) return 'html';
      return answer.contentType === 'text/markdown' ? 'markdown' : 'wrong-type';
    }),
  );
  const right = negotiated.filter((kind) => kind === 'markdown').length;
  const wrongType = negotiated.filter((kind) => kind === 'wrong-type').length;
  return [
    check(
      'markdown-alternates',
      'markdown',
      byShare(withCopy / pages.length, 0.9, Number.MIN_VALUE),
      `${withCopy} of ${plural(pages.length, 'sampled page')} have a markdown copy (page.md, page.html.md, index.md or a declared alternate).`,
    ),
    check(
      'content-negotiation',
      'markdown',
      right / pages.length >= 0.9 ? 'pass' : right + wrongType > 0 ? 'warn' : 'fail',
      `${right} of ${plural(pages.length, 'sampled page')} answer Accept: text/markdown with markdown${wrongType > 0 ? `; ${wrongType} send markdown without Content-Type: text/markdown` : ''}.`,
    ),
  ];
}
