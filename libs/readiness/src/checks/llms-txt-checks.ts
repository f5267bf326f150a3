import { BUDGET_SPENT, isOk } from '../site-fetch.js';
import type { SiteReading } from '../site-reading.js';
import { byShare, check, plural, robotsKept, tooCostly, type CheckResult } from '../check-result.js';

const WARN_CHARS = 50_000;
const FAIL_CHARS = 100_000;
const TOO_COSTLY = tooCostly('The file');
/** Agents count about four characters a token. */
const tokens = (chars: number) => Math.round(chars / 4).toLocaleString('en-US');

const VIA: Record<string, string> = {
  describedby: 'the page’s rel="describedby" link',
  folder: 'the folder the page is in',
  root: 'the site root',
  'legacy-link': 'an older rel="llms-txt" link only',
  'legacy-header': 'an older X-Llms-Txt header only',
  'well-known': '/.well-known/llms.txt only',
};

export async function llmsTxtChecks(site: SiteReading): Promise<CheckResult[]> {
  const found = site.llmsTxt;
  if (found === null) {
    return [
      check(
        'llms-txt-exists',
        'llms-txt',
        'fail',
        `No llms.txt covers ${site.url}: not at the root, in its folders, or linked from the page.`,
      ),
      ...[
        'llms-txt-valid',
        'llms-txt-size',
        'llms-txt-links-resolve',
        'llms-full-txt',
        'llms-txt-links-markdown',
      ].map((id) => check(id, 'llms-txt', 'skip', 'No llms.txt to check.')),
    ];
  }
  const legacy = found.via.startsWith('legacy') || found.via === 'well-known';
  const results = [
    check(
      'llms-txt-exists',
      'llms-txt',
      legacy ? 'warn' : 'pass',
      `${found.url}, found through ${VIA[found.via] ?? found.via}.${legacy ? ' Agents following version 2 of the proposal look at the root, the page’s folders and rel="describedby".' : ''}`,
    ),
  ];
  // The format alone: links, robots.txt and the sitemap have checks of their own.
  const format = site.file?.format;
  if (!format) {
    results.push(check('llms-txt-valid', 'llms-txt', 'skip', TOO_COSTLY));
  } else {
    const errors = format.issues.filter((issue) => issue.severity === 'error');
    const warnings = format.issues.filter((issue) => issue.severity === 'warning');
    const status = !format.valid ? 'fail' : format.score >= 90 ? 'pass' : 'warn';
    const first = errors[0] ?? warnings[0];
    results.push(
      check(
        'llms-txt-valid',
        'llms-txt',
        status,
        `Format score ${format.score}/100: ${plural(errors.length, 'error')}, ${plural(warnings.length, 'warning')}${first ? ` (first: ${first.message})` : ''}.`,
      ),
    );
  }
  const chars = found.text.length;
  results.push(
    check(
      'llms-txt-size',
      'llms-txt',
      chars <= WARN_CHARS ? 'pass' : chars <= FAIL_CHARS ? 'warn' : 'fail',
      `${chars.toLocaleString('en-US')} characters, about ${tokens(chars)} tokens${chars > WARN_CHARS ? `: agents cut files past ${chars > FAIL_CHARS ? '100,000' : '50,000'} characters` : ''}.`,
    ),
  );
  const { sampled, broken, disallowed } = site.linkCheck;
  const kept = (done: string) => robotsKept(disallowed, 'link', done, site.robotsSkips.agent);
  results.push(
    sampled === 0
      ? check(
          'llms-txt-links-resolve',
          'llms-txt',
          'skip',
          disallowed === 0
            ? 'The file has no links to this site to follow.'
            : `The first ${kept('requested')}.`,
        )
      : check(
          'llms-txt-links-resolve',
          'llms-txt',
          broken === 0 ? 'pass' : byShare(1 - broken / sampled, 1, 0.9),
          `${
            broken === 0
              ? `The first ${plural(sampled, 'link')} to this site all answer.`
              : `${broken} of the first ${plural(sampled, 'link')} to this site fail.`
          }${disallowed === 0 ? '' : ` ${kept('requested')}.`}`,
        ),
  );
  const fullUrl = new URL('llms-full.txt', found.url).href;
  const full = await site.fetch.get(fullUrl, {
    purpose: 'llms-full',
    accept: 'text/plain,text/markdown;q=0.9,*/*;q=0.5',
    maxBytes: 64 * 1024 * 1024,
  });
  const fullChars = isOk(full) && full.contentType !== 'text/html' ? full.text().length : null;
  results.push(
    site.fetch.refusedFor('llms-full')
      ? check('llms-full-txt', 'llms-txt', 'skip', `${fullUrl} was not read: ${BUDGET_SPENT}.`)
      : fullChars === null
        ? check('llms-full-txt', 'llms-txt', 'warn', `No llms-full.txt beside the llms.txt (${fullUrl}).`)
        : check(
            'llms-full-txt',
            'llms-txt',
            'pass',
            `${fullUrl}: ${fullChars.toLocaleString('en-US')} characters, about ${tokens(fullChars)} tokens.`,
          ),
  );
  const linkCount = site.file?.linkCount ?? 0;
  const markdown = site.file?.markdownLinks ?? 0;
  results.push(
    site.file === null
      ? check('llms-txt-links-markdown', 'llms-txt', 'skip', TOO_COSTLY)
      : linkCount === 0
        ? check('llms-txt-links-markdown', 'llms-txt', 'skip', 'The file has no links.')
        : check(
            'llms-txt-links-markdown',
            'llms-txt',
            markdown / linkCount >= 0.9 ? 'pass' : 'warn',
            `${markdown} of ${plural(linkCount, 'link')} point at markdown (.md) copies.`,
          ),
  );
  return results;
}
