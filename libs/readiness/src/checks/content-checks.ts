import type { PageSample } from '../page-samples.js';
import { isOk } from '../site-fetch.js';
import type { SiteReading } from '../site-reading.js';
import { byShare, check, plural, type CheckResult } from '../check-result.js';

const WARN_CHARS = 50_000;
const FAIL_CHARS = 100_000;
const WARN_HTML_BYTES = 1024 * 1024;
const FAIL_HTML_BYTES = 10 * 1024 * 1024;

const readable = (sample: PageSample) => isOk(sample.answer);

/** page-size-html, page-size-markdown, page-size-transfer (and the size side of tabbed and embedded content). */
function sizeCheck(samples: PageSample[]): CheckResult {
  const sizes = samples.map((sample) => ({
    url: sample.url,
    chars: sample.markdown?.facts?.chars ?? sample.html?.textChars ?? 0,
    bytes: sample.answer?.body.length ?? 0,
  }));
  const largest = sizes.reduce((big, size) => (size.chars > big.chars ? size : big));
  const heaviest = sizes.reduce((big, size) => (size.bytes > big.bytes ? size : big));
  const status =
    largest.chars > FAIL_CHARS || heaviest.bytes > FAIL_HTML_BYTES
      ? 'fail'
      : largest.chars > WARN_CHARS || heaviest.bytes > WARN_HTML_BYTES
        ? 'warn'
        : 'pass';
  return check(
    'page-size',
    'pages',
    status,
    `The largest sampled page reads as ${largest.chars.toLocaleString('en-US')} characters (${largest.url}); the heaviest HTML is ${Math.round(heaviest.bytes / 1024).toLocaleString('en-US')} KiB. Agents cut pages past 50,000-100,000 characters.`,
  );
}

/** content-start-position: how much navigation comes before the content. */
function startCheck(samples: PageSample[]): CheckResult {
  const shares = samples.flatMap((sample) => {
    const before = sample.html?.beforeMainChars ?? null;
    const all = sample.html?.textChars ?? 0;
    return before === null || all === 0 ? [] : [before / all];
  });
  if (shares.length === 0)
    return check(
      'content-start',
      'pages',
      'skip',
      'No sampled page marks its content with <main> or <article>.',
    );
  const worst = Math.max(...shares);
  return check(
    'content-start',
    'pages',
    worst <= 0.1 ? 'pass' : worst <= 0.5 ? 'warn' : 'fail',
    `The content of the sampled pages starts at most ${Math.round(worst * 100)}% into their text.`,
  );
}

/** markdown-code-fence-validity, markdown-link-portability, section-header-quality, single-fetch-completeness. */
function markdownQualityCheck(samples: PageSample[]): CheckResult {
  const copies = samples.flatMap((sample) =>
    sample.markdown?.facts ? [{ ...sample.markdown.facts, headers: sample.markdown.headers }] : [],
  );
  if (copies.length === 0) return check('markdown-quality', 'markdown', 'skip', 'No markdown copy to read.');
  const unclosed = copies.filter((copy) => copy.unclosedFence);
  const relative = copies.filter((copy) => copy.relativeLinks);
  const headings = copies.reduce((count, copy) => count + copy.headings, 0);
  const generic = copies.reduce((count, copy) => count + copy.genericHeadings, 0);
  const paged = copies.filter((copy) => /rel="?next"?/i.test(copy.headers['link'] ?? ''));
  const problems = [
    ...(unclosed.length > 0 ? [`${plural(unclosed.length, 'copy')} with an unclosed code fence`] : []),
    ...(relative.length > 0 ? [`${plural(relative.length, 'copy')} with path-relative links`] : []),
    ...(headings > 0 && generic / headings > 0.5
      ? [`${generic} of ${plural(headings, 'heading')} generic`]
      : []),
    ...(paged.length > 0 ? [`${plural(paged.length, 'copy')} split over several requests`] : []),
  ];
  return check(
    'markdown-quality',
    'markdown',
    unclosed.length > 0 ? 'fail' : problems.length > 0 ? 'warn' : 'pass',
    problems.length === 0
      ? `The ${plural(copies.length, 'markdown copy')} read cleanly: closed fences, absolute links, telling headings.`
      : `${problems.join('; ')}.`,
  );
}

/** markdown-content-parity: the markdown carries the page's text. */
function parityCheck(samples: PageSample[]): CheckResult {
  const missing = samples.flatMap((sample) => {
    const share = sample.markdown?.facts?.missing ?? null;
    return share === null ? [] : [share];
  });
  if (missing.length === 0)
    return check('markdown-parity', 'markdown', 'skip', 'No page with both HTML and a markdown copy.');
  const worst = Math.max(...missing);
  return check(
    'markdown-parity',
    'markdown',
    worst < 0.05 ? 'pass' : worst < 0.2 ? 'warn' : 'fail',
    `The markdown copies miss at most ${Math.round(worst * 100)}% of the words of their pages.`,
  );
}

/** auth-gate-detection, auth-alternative-access, bot-protection-interference. */
function accessCheck(site: SiteReading): CheckResult {
  // Only robots.txt leaves the sample empty: it disallows every page picked.
  if (site.samples.length === 0)
    return check('agent-access', 'pages', 'skip', 'No page of the site was read.');
  const blocked = site.samples.filter((sample) => {
    const answer = sample.answer;
    if (answer === null) return false;
    const challenge = answer.headers['cf-mitigated'] === 'challenge' || sample.html?.challenge === true;
    return (
      answer.status === 401 ||
      answer.status === 403 ||
      challenge ||
      /\/(?:login|signin|sign-in|sso)\b/i.test(new URL(answer.url).pathname)
    );
  });
  if (blocked.length === 0) {
    return check(
      'agent-access',
      'pages',
      'pass',
      `The ${plural(site.samples.length, 'sampled page')} answer without a login or a bot challenge.`,
    );
  }
  const alternative = site.llmsTxt !== null && site.samples.some((sample) => sample.markdown !== null);
  return check(
    'agent-access',
    'pages',
    alternative ? 'warn' : byShare(1 - blocked.length / site.samples.length, 1, 0.5),
    `${blocked.length} of ${plural(site.samples.length, 'sampled page')} ask for a login or meet agents with a bot challenge (first: ${blocked[0]?.url})${alternative ? '; an llms.txt and markdown copies stay open' : ''}.`,
  );
}

export function contentChecks(site: SiteReading): CheckResult[] {
  const samples = site.samples.filter(readable);
  const checks = [accessCheck(site)];
  if (samples.length === 0) {
    return [
      ...checks,
      ...['page-size', 'content-start'].map((id) =>
        check(id, 'pages', 'skip', 'No page of the site could be read.'),
      ),
      ...['markdown-quality', 'markdown-parity'].map((id) =>
        check(id, 'markdown', 'skip', 'No page of the site could be read.'),
      ),
    ];
  }
  return [
    ...checks,
    sizeCheck(samples),
    startCheck(samples),
    markdownQualityCheck(samples),
    parityCheck(samples),
  ];
}
