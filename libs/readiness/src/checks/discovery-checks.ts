import { isMarkdownAlternate } from '../link-relations.js';
import type { SiteReading } from '../site-reading.js';
import { check, type CheckResult } from '../check-result.js';

/**
 * Whether pages tell agents where the llms.txt and their markdown are: version 2's `describedby`
 * and `alternate` (type text/markdown) relations, as `<link>` elements or a `Link` header. The older
 * `rel="llms-txt"` and `X-Llms-Txt` still help, so they earn a warning rather than a failure.
 */
export function discoveryChecks(site: SiteReading): CheckResult[] {
  const pages = [
    { relations: site.homeRelations, headers: site.home?.headers ?? {} },
    ...site.samples.map((sample) => ({ relations: sample.relations, headers: sample.answer?.headers ?? {} })),
  ];
  const describedBy = pages.filter((page) =>
    page.relations.some((relation) => relation.rel === 'describedby'),
  ).length;
  const alternates = pages.filter((page) => page.relations.some(isMarkdownAlternate)).length;
  const legacy = pages.some(
    (page) =>
      page.headers['x-llms-txt'] !== undefined ||
      page.relations.some((relation) => relation.rel === 'llms-txt'),
  );
  const summary =
    `${describedBy} of ${pages.length} pages link their llms.txt (rel="describedby"), ${alternates} their markdown (rel="alternate" type="text/markdown")` +
    (legacy ? '; the older rel="llms-txt" or X-Llms-Txt is used.' : '.');
  const status =
    describedBy === pages.length ? 'pass' : describedBy > 0 || alternates > 0 || legacy ? 'warn' : 'fail';
  return [check('discovery-links', 'discovery', status, summary)];
}
