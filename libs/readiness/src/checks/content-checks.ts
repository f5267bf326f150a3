import { load } from 'cheerio';
import type { PageSample } from '../page-samples.js';
import { isOk } from '../site-fetch.js';
import type { SiteReading } from '../site-reading.js';
import { byShare, check, plural, type CheckResult } from '../check-result.js';

const WARN_CHARS = 50_000;
const FAIL_CHARS = 100_000;
const WARN_HTML_BYTES = 1024 * 1024;
const FAIL_HTML_BYTES = 10 * 1024 * 1024;
/** Headings that say nothing of their section when an agent reads one alone. */
const GENERIC_HEADINGS =
  /^(?:overview|introduction|intro|example|examples|usage|details|notes?|more|summary|about|getting started|next steps)$/i;
/** Words shorter than this are too common to tell whether the markdown carries the page's text. */
const PARITY_WORD_LENGTH = 5;

const readable = (sample: PageSample) => isOk(sample.answer);

function textOf(html: string): { all: string; beforeMain: string | null } {
  const document = load(html);
  document('script, style, noscript, template, svg').remove();
  const all = document('body').text().replace(/\s+/g, ' ').trim();
  const main = document('main, article, [role="main"]').first();
  if (main.length === 0) return { all, beforeMain: null };
  const mainText = main.text().replace(/\s+/g, ' ').trim();
  const at = mainText === '' ? -1 : all.indexOf(mainText.slice(0, 80));
  return { all, beforeMain: at < 0 ? null : all.slice(0, at) };
}

/** page-size-html, page-size-markdown, page-size-transfer (and the size side of tabbed and embedded content). */
function sizeCheck(samples: PageSample[]): CheckResult {
  const sizes = samples.map((sample) => ({
    url: sample.url,
    chars: sample.markdown?.text.length ?? (sample.html === null ? 0 : textOf(sample.html).all.length),
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
    if (sample.html === null) return [];
    const { all, beforeMain } = textOf(sample.html);
    return beforeMain === null || all.length === 0 ? [] : [beforeMain.length / all.length];
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
  const copies = samples.flatMap((sample) => (sample.markdown ? [sample.markdown] : []));
  if (copies.length === 0) return check('markdown-quality', 'markdown', 'skip', 'No markdown copy to read.');
  const unclosed = copies.filter((copy) => (copy.text.match(/^\s{0,3}(?:```|~~~)/gm)?.length ?? 0) % 2 === 1);
  const relative = copies.filter((copy) => /\]\((?!https?:|\/|#|mailto:)[^)\s]+\)/.test(copy.text));
  const headings = copies.flatMap((copy) =>
    [...copy.text.matchAll(/^#{2,6}\s+(.+)$/gm)].map((match) => (match[1] ?? '').trim()),
  );
  const generic = headings.filter((heading) => GENERIC_HEADINGS.test(heading)).length;
  const paged = copies.filter((copy) => /rel="?next"?/i.test(copy.headers['link'] ?? ''));
  const problems = [
    ...(unclosed.length > 0 ? [`${plural(unclosed.length, 'copy')} with an unclosed code fence`] : []),
    ...(relative.length > 0 ? [`${plural(relative.length, 'copy')} with path-relative links`] : []),
    ...(headings.length > 0 && generic / headings.length > 0.5
      ? [`${generic} of ${plural(headings.length, 'heading')} generic`]
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
  const pairs = samples.filter((sample) => sample.html !== null && sample.markdown !== null);
  if (pairs.length === 0)
    return check('markdown-parity', 'markdown', 'skip', 'No page with both HTML and a markdown copy.');
  const missing = pairs.map((sample) => {
    const html = textOf(sample.html ?? '');
    const words = (text: string) =>
      new Set(text.toLowerCase().match(new RegExp(`\\p{L}{${PARITY_WORD_LENGTH},}`, 'gu')) ?? []);
    const source = words(html.beforeMain === null ? html.all : html.all.slice(html.beforeMain.length));
    const copy = words(sample.markdown?.text ?? '');
    return source.size === 0 ? 0 : [...source].filter((word) => !copy.has(word)).length / source.size;
  });
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
  const blocked = site.samples.filter((sample) => {
    const answer = sample.answer;
    if (answer === null) return false;
    const challenge =
      answer.headers['cf-mitigated'] === 'challenge' || /<title>\s*Just a moment/i.test(sample.html ?? '');
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
