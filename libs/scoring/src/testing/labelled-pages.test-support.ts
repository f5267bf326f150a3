import type { PageCategory } from '@signpost/contracts';
import type { PageFeatures } from '../heuristic-scorer.js';
import { computeSiteSignals } from '../site-signals.js';

/**
 * A labelled site for measuring the heuristic scorer: each page is marked substantive (worth an
 * assistant's reading) or thin, including hard cases both ways (a short but dense API page, a FAQ
 * without a description, a long listing of links, a well-described teaser, a long cookie policy).
 */
export interface LabelledPage {
  features: PageFeatures;
  content: string;
  substantive: boolean;
}

interface Spec {
  path: string;
  category: PageCategory;
  /** Words of the page's own prose. */
  words: number;
  substantive: boolean;
  description?: 'clear' | 'short' | 'none';
  headings?: number;
  /** Site-wide call to action and footer text the extractor kept. */
  boilerplate?: boolean;
  /** Same own text as this earlier page (a print view, a tracking-parameter copy). */
  copyOf?: string;
  /** Text that is a list of link titles rather than prose. */
  listing?: boolean;
}

const SPECS: Spec[] = [
  { path: '/', category: 'other', words: 450, substantive: true, headings: 4, boilerplate: true },
  { path: '/docs/getting-started', category: 'docs', words: 1400, substantive: true, headings: 8 },
  { path: '/docs/install', category: 'docs', words: 900, substantive: true, headings: 5, boilerplate: true },
  { path: '/docs/configuration', category: 'docs', words: 2400, substantive: true, headings: 12 },
  { path: '/docs/deploy', category: 'docs', words: 1100, substantive: true, headings: 6, boilerplate: true },
  { path: '/docs/troubleshooting', category: 'docs', words: 700, substantive: true, headings: 9 },
  {
    path: '/docs/limits',
    category: 'docs',
    words: 380,
    substantive: true,
    headings: 3,
    description: 'short',
  },
  { path: '/docs/faq', category: 'docs', words: 650, substantive: true, headings: 10, description: 'none' },
  { path: '/api/authentication', category: 'api-reference', words: 520, substantive: true, headings: 5 },
  { path: '/api/projects', category: 'api-reference', words: 1300, substantive: true, headings: 14 },
  { path: '/api/webhooks', category: 'api-reference', words: 210, substantive: true, headings: 4 },
  {
    path: '/api/errors',
    category: 'api-reference',
    words: 340,
    substantive: true,
    headings: 6,
    boilerplate: true,
  },
  { path: '/guides/first-project', category: 'tutorial', words: 1600, substantive: true, headings: 7 },
  {
    path: '/guides/migrate-from-v1',
    category: 'tutorial',
    words: 1200,
    substantive: true,
    headings: 6,
    boilerplate: true,
  },
  {
    path: '/guides/ci',
    category: 'tutorial',
    words: 800,
    substantive: true,
    headings: 5,
    description: 'short',
  },
  {
    path: '/blog/how-we-cache',
    category: 'blog',
    words: 1500,
    substantive: true,
    headings: 5,
    boilerplate: true,
  },
  { path: '/blog/postgres-tuning', category: 'blog', words: 1100, substantive: true, headings: 4 },
  {
    path: '/blog/queue-design',
    category: 'blog',
    words: 950,
    substantive: true,
    headings: 2,
    description: 'none',
  },
  { path: '/pricing', category: 'pricing', words: 420, substantive: true, headings: 4, boilerplate: true },
  { path: '/changelog', category: 'changelog', words: 1800, substantive: true, headings: 20 },
  {
    path: '/product/analytics',
    category: 'product',
    words: 600,
    substantive: true,
    headings: 5,
    boilerplate: true,
  },
  { path: '/product/security', category: 'product', words: 750, substantive: true, headings: 6 },
  { path: '/about', category: 'about', words: 520, substantive: true, headings: 3 },
  { path: '/docs/sdk-reference', category: 'docs', words: 3200, substantive: true, headings: 25 },

  { path: '/legal/privacy', category: 'legal', words: 1400, substantive: false, headings: 9 },
  {
    path: '/legal/terms',
    category: 'legal',
    words: 2100,
    substantive: false,
    headings: 12,
    boilerplate: true,
  },
  { path: '/legal/cookies', category: 'legal', words: 600, substantive: false, headings: 4 },
  { path: '/contact', category: 'contact', words: 60, substantive: false, headings: 1, boilerplate: true },
  { path: '/login', category: 'other', words: 15, substantive: false, headings: 0, description: 'none' },
  {
    path: '/signup',
    category: 'other',
    words: 40,
    substantive: false,
    headings: 1,
    description: 'short',
    boilerplate: true,
  },
  { path: '/tag/caching', category: 'blog', words: 0, substantive: false, headings: 1, boilerplate: true },
  { path: '/tag/postgres', category: 'blog', words: 0, substantive: false, headings: 1, boilerplate: true },
  {
    path: '/tag/queues',
    category: 'blog',
    words: 20,
    substantive: false,
    headings: 1,
    boilerplate: true,
    description: 'none',
  },
  {
    path: '/blog/page/2',
    category: 'blog',
    words: 320,
    substantive: false,
    headings: 10,
    listing: true,
    boilerplate: true,
  },
  {
    path: '/blog/page/3',
    category: 'blog',
    words: 280,
    substantive: false,
    headings: 10,
    listing: true,
    description: 'none',
  },
  {
    path: '/docs/install/print',
    category: 'docs',
    words: 900,
    substantive: false,
    headings: 5,
    copyOf: '/docs/install',
  },
  {
    path: '/docs/deploy?ref=nav',
    category: 'docs',
    words: 1100,
    substantive: false,
    headings: 6,
    copyOf: '/docs/deploy',
    boilerplate: true,
  },
  {
    path: '/blog/how-we-cache/amp',
    category: 'blog',
    words: 1500,
    substantive: false,
    headings: 5,
    copyOf: '/blog/how-we-cache',
  },
  { path: '/careers', category: 'about', words: 90, substantive: false, headings: 2, boilerplate: true },
  { path: '/press', category: 'about', words: 70, substantive: false, headings: 1, description: 'none' },
  {
    path: '/blog/launch-teaser',
    category: 'blog',
    words: 85,
    substantive: false,
    headings: 2,
    boilerplate: true,
  },
  { path: '/status', category: 'other', words: 30, substantive: false, headings: 1 },
  {
    path: '/search',
    category: 'other',
    words: 10,
    substantive: false,
    headings: 0,
    description: 'none',
    boilerplate: true,
  },
  { path: '/404', category: 'other', words: 25, substantive: false, headings: 1, description: 'none' },
  {
    path: '/integrations',
    category: 'product',
    words: 350,
    substantive: false,
    headings: 2,
    listing: true,
    boilerplate: true,
  },
];

const VOCABULARY = (
  'request response token cache queue worker schema deploy install configure project key secret limit retry ' +
  'timeout region replica index query table column migration rollback release version client server browser ' +
  'session cookie header payload batch stream event webhook signature endpoint route handler plugin module ' +
  'package build test lint format monitor alert metric trace log dashboard billing invoice plan seat team ' +
  'role permission audit backup restore snapshot volume cluster node pod container image registry network ' +
  'domain certificate proxy balancer latency throughput error warning notice step example option default'
).split(' ');

/** Deterministic prose: sentences of 10-16 words drawn from `seed`, unique to the page. */
function prose(seed: number, words: number): string {
  let state = seed * 2_654_435_761;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state;
  };
  const sentences: string[] = [];
  let remaining = words;
  while (remaining > 0) {
    const length = Math.min(remaining, 10 + (next() % 7));
    const sentence = Array.from({ length }, () => VOCABULARY[next() % VOCABULARY.length]).join(' ');
    sentences.push(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`);
    remaining -= length;
  }
  return sentences.join(' ');
}

const BOILERPLATE =
  'Start your free trial today and ship faster with Acme. ' +
  'Join thousands of teams who trust Acme with their infrastructure. ' +
  'Subscribe to our newsletter for product news and engineering stories.';

const titleOf = (path: string) =>
  path === '/'
    ? 'Acme | Infrastructure for small teams'
    : `${path.split('/').filter(Boolean).join(' ')} | Acme`;

function descriptionOf(spec: Spec): string {
  switch (spec.description ?? 'clear') {
    case 'none':
      return '';
    case 'short':
      return `About ${spec.path}.`;
    case 'clear':
      return `Everything about ${spec.path.replace(/\//g, ' ').trim() || 'Acme'}, with examples and the settings that matter.`;
  }
}

function ownText(spec: Spec, index: number, byPath: Map<string, string>): string {
  if (spec.copyOf) return byPath.get(spec.copyOf) ?? '';
  if (spec.listing) {
    return Array.from(
      { length: Math.ceil(spec.words / 8) },
      (_, item) => `Read more: ${prose(index * 100 + item, 6)}`,
    ).join('\n');
  }
  return prose(index + 1, spec.words);
}

export function labelledSite(): LabelledPage[] {
  const byPath = new Map<string, string>();
  const pages = SPECS.map((spec, index) => {
    const own = ownText(spec, index, byPath);
    byPath.set(spec.path, own);
    const content = [own, spec.boilerplate ? BOILERPLATE : ''].filter(Boolean).join('\n');
    return { spec, index, content };
  });
  const signals = computeSiteSignals(
    pages.map(({ spec, index, content }) => ({
      url: `https://acme.test${spec.path}`,
      position: index,
      content,
    })),
  );
  return pages.map(({ spec, index, content }) => {
    const url = `https://acme.test${spec.path}`;
    return {
      content,
      substantive: spec.substantive,
      features: {
        url,
        title: titleOf(spec.path),
        description: descriptionOf(spec),
        headings: Array.from({ length: spec.headings ?? 0 }, (_, heading) => `Section ${heading + 1}`),
        wordCount: content.split(/\s+/).filter(Boolean).length,
        category: spec.category,
        isHomepage: index === 0,
        boilerplateRatio: signals.get(url)?.boilerplateRatio ?? 0,
        duplicateOf: signals.get(url)?.duplicateOf ?? null,
      },
    };
  });
}

/**
 * Area under the ROC curve: the chance that a random substantive page outscores a random thin one,
 * ties counting half.
 */
export function rankingAuc(scored: readonly { score: number; substantive: boolean }[]): number {
  const positives = scored.filter((page) => page.substantive);
  const negatives = scored.filter((page) => !page.substantive);
  let wins = 0;
  for (const positive of positives) {
    for (const negative of negatives) {
      if (positive.score > negative.score) wins += 1;
      else if (positive.score === negative.score) wins += 0.5;
    }
  }
  return wins / (positives.length * negatives.length);
}
