import { randomUUID } from 'node:crypto';
import { load } from 'cheerio';
import { pageKey } from '../page-keys.js';
import type { PageSample } from '../page-samples.js';
import type { SiteReading } from '../site-reading.js';
import { check, plural, type CheckResult } from '../check-result.js';

/** Fewer words than this in the HTML, with scripts to run, is an application shell. */
const SHELL_WORDS = 50;
const SHELL_ROOTS = /<div[^>]+id="(?:root|app|__next|__nuxt|svelte)"/i;

function wordsWithoutScripts(html: string): number {
  const document = load(html);
  document('script, style, noscript, template, svg').remove();
  return document('body').text().split(/\s+/).filter(Boolean).length;
}

const looksLikeShell = (html: string) =>
  wordsWithoutScripts(html) < SHELL_WORDS && (/<script[^>]+src=/i.test(html) || SHELL_ROOTS.test(html));

function indexingOf(sample: PageSample): { noindex: boolean; canonical: string | null } {
  const header = sample.answer?.headers['x-robots-tag'] ?? '';
  if (sample.html === null) return { noindex: /noindex/i.test(header), canonical: null };
  const document = load(sample.html);
  const meta = document('meta[name="robots" i], meta[name="googlebot" i]')
    .map((_, element) => document(element).attr('content') ?? '')
    .get();
  const href = document('link[rel="canonical"]').attr('href');
  return {
    noindex: /noindex/i.test(header) || meta.some((content) => /noindex/i.test(content)),
    canonical: href ? (URL.parse(href, sample.url)?.href ?? null) : null,
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
    site.homeHtml === null ? null : { url: site.url, html: site.homeHtml },
    ...site.samples.map((sample) => (sample.html === null ? null : { url: sample.url, html: sample.html })),
  ].filter((page): page is { url: string; html: string } => page !== null);
  const shells = pages.filter((page) => looksLikeShell(page.html)).map((page) => page.url);
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
  const answer = await site.fetch.get(probe);
  const status = answer?.status ?? null;
  results.push(
    check(
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
