import type { PageCategory } from '@signpost/contracts';
import type { PageFeatures } from '../heuristic-scorer.js';
import { computeSiteSignals } from '../site-signals.js';
import { wordsOf } from '../text-signals.js';

/** A page as the extractor hands it over: its markdown, and what the pipeline reads from it. */
export interface FixturePage {
  path: string;
  category: PageCategory;
  markdown: string;
  title?: string;
}

const ORIGIN = 'https://fixture.test';
const DESCRIPTION = 'Fast unit tests.';

/** The extractor's plain text: markdown syntax and link targets gone. */
const plainText = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*`>|-]/g, ' ')
    .replace(/[ \t]+/g, ' ');

const headingsOf = (markdown: string) =>
  [...markdown.matchAll(/^#{1,3}\s+(.*)$/gm)].map((match) => (match[1] ?? '').trim());

/** Every page's features with the site signals, as the scoring stage builds them. */
export function featuresOfSite(pages: readonly FixturePage[]): PageFeatures[] {
  const site = pages.map((page, position) => ({
    url: `${ORIGIN}${page.path}`,
    position,
    content: plainText(page.markdown),
    markdown: page.markdown,
  }));
  const signals = computeSiteSignals(site);
  return pages.map((page, position) => {
    const url = `${ORIGIN}${page.path}`;
    const headings = headingsOf(page.markdown);
    return {
      url,
      title: page.title ?? headings[0] ?? '',
      description: DESCRIPTION,
      headings,
      wordCount: wordsOf(plainText(page.markdown)).length,
      category: page.category,
      isHomepage: position === 0,
      boilerplateRatio: 0,
      duplicateOf: null,
      ...signals.get(url),
    };
  });
}

const SUBJECTS = [
  'The runner',
  'Each worker',
  'A snapshot',
  'The reporter',
  'Your config',
  'A fixture',
  'The watcher',
  'Every hook',
  'Our team',
  'The parser',
  'A plugin',
  'The browser mode',
  'My laptop',
  'The old setup',
  'A new contributor',
  'The coverage tool',
];
const VERBS = [
  'collects',
  'rewrites',
  'measures',
  'isolates',
  'records',
  'compares',
  'schedules',
  'retries',
  'ignores',
  'splits',
  'caches',
  'explains',
  'prints',
  'loads',
  'validates',
  'groups',
];
const OBJECTS = [
  'slow suites',
  'module graphs',
  'failing assertions',
  'coverage maps',
  'timer mocks',
  'worker threads',
  'stale caches',
  'inline diffs',
  'flaky tests',
  'source maps',
  'environment variables',
  'large fixtures',
  'nested describes',
  'type errors',
  'network calls',
  'css modules',
];
const TAILS = [
  'before the next run',
  'across projects',
  'in watch mode',
  'on CI machines',
  'for each file',
  'after a crash',
  'when asked',
  'without a restart',
  'during the night',
  'behind a proxy',
  'in a monorepo',
  'with little memory',
  'for the whole team',
  'after an upgrade',
  'on every commit',
  'in parallel',
];

/** Prose of `sentences` sentences, different for each seed, that repeats no sentence of its own. */
export function prose(seed: number, sentences: number): string {
  let state = seed * 7919 + 17;
  const next = (list: readonly string[]) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return list[Math.floor(state / 65536) % list.length] as string;
  };
  const used = new Set<string>();
  const out: string[] = [];
  while (out.length < sentences) {
    const sentence = `${next(SUBJECTS)} ${next(VERBS)} ${next(OBJECTS)} ${next(TAILS)}.`;
    if (!used.has(sentence)) out.push(sentence);
    used.add(sentence);
  }
  return out.join(' ');
}
