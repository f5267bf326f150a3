import type { Finding } from './checks.js';
import type { LlmsTxtLink } from './parse.js';

/** The links of the sample left unrequested for robots.txt, as one finding at the first of them. */
export function skippedLinksFinding(links: readonly LlmsTxtLink[], agent: string): Finding[] {
  const first = links[0];
  if (first === undefined) return [];
  const many = links.length > 1;
  return [
    {
      check: 'skipped_by_robots',
      kind: 'links',
      line: first.line,
      message: `${links.length} ${many ? 'links were' : 'link was'} not checked: robots.txt disallows ${many ? 'them' : 'it'} for ${agent} (first: ${first.url}).`,
    },
  ];
}

/** The sitemaps left unread for robots.txt, so that a missing coverage comparison is explained. */
export function skippedSitemapFindings(sitemaps: readonly string[], agent: string): Finding[] {
  return sitemaps.map((url) => ({
    check: 'skipped_by_robots',
    kind: 'sitemap',
    line: null,
    message: `The sitemap ${url} was not read: robots.txt disallows it for ${agent}.`,
  }));
}
