import { randomUUID } from 'node:crypto';
import { pageKey } from '../page-keys.js';
import type { PageSample } from '../page-samples.js';
import { BUDGET_SPENT } from '../site-fetch.js';
import type { SiteReading } from '../site-reading.js';
import { check, plural, type CheckResult } from '../check-result.js';

function indexingOf(sample: PageSample): { noindex: boolean; canonical: string | null } {
  const header = sample.answer?.headers['x-robots-tag'] ?? '';
  return {
    noindex: /noindex/i.test(header) || sample.html?.noindex === true,
    canonical: sample.html?.canonical ?? null,
  };
}

export async function pageChecks(site: SiteReading): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const listed = site.samples.filter((sample) => sample.listed && sample.html !== null);
  if (listed.length === 0) {
    results.push(check('canonical-noindex', 'pages', 'skip', 'No page listed in an llms.txt could be read.'));
  } else {
    const read = listed.map((sample) => ({ sample, ...indexingOf(sample) }));
    const noindex = read.filter((page) => page.noindex).map((page) => page.sample.url);
    const elsewhere = read
      .filter((page) => page.canonical !== null && pageKey(page.canonical) !== pageKey(page.sample.url))
      .map((page) => page.sample.url);
    results.push(
      check(
        'canonical-noindex',
        'pages',
        noindex.length > 0 ? 'fail' : elsewhere.length > 0 ? 'warn' : 'pass',
        noindex.length > 0
          ? `${noindex.length} of ${plural(read.length, 'listed page')} say noindex (first: ${noindex[0]}).`
          : elsewhere.length > 0
            ? `${elsewhere.length} of ${plural(read.length, 'listed page')} name another address as canonical (first: ${elsewhere[0]}).`
            : `The ${plural(read.length, 'listed page')} sampled are indexable and their own canonical address.`,
      ),
    );
  }
  const pages = [
    { url: site.url, html: site.homeHtml },
    ...site.samples.map((sample) => ({ url: sample.url, html: sample.html })),
  ].filter((page) => page.html !== null);
  const shells = pages.filter((page) => page.html?.shell).map((page) => page.url);
  results.push(
    pages.length === 0
      ? check('content-without-javascript', 'pages', 'skip', 'No page of the site could be read as HTML.')
      : check(
          'content-without-javascript',
          'pages',
          shells.length === 0 ? 'pass' : 'fail',
          shells.length === 0
            ? `The ${plural(pages.length, 'page')} sampled carry their text in the HTML.`
            : `${shells.length} of ${plural(pages.length, 'page')} sampled show no text without JavaScript (first: ${shells[0]}); agents do not run scripts.`,
        ),
  );
  const probe = `${site.origin}/signpost-readiness-${randomUUID().slice(0, 8)}`;
  const answer = await site.fetch.get(probe, { purpose: 'probe' });
  const status = answer?.status ?? null;
  results.push(
    site.fetch.refusedFor('probe')
      ? check(
          'http-status-codes',
          'pages',
          'skip',
          `No address that does not exist was asked for: ${BUDGET_SPENT}.`,
        )
      : check(
          'http-status-codes',
          'pages',
          status === 404 || status === 410
            ? 'pass'
            : status !== null && status >= 200 && status < 300
              ? 'fail'
              : 'warn',
          status === null
            ? 'An address that does not exist could not be read.'
            : `An address that does not exist answers HTTP ${status}${status === 200 ? ': a "not found" page that looks like a real one' : ''}.`,
        ),
  );
  return results;
}
