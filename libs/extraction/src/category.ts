import type { PageCategory } from '@signpost/contracts';

/** Path segments (or their first word: "about-us", "privacy-policy") that name a page's category. */
const SEGMENT_WORDS: Record<Exclude<PageCategory, 'other'>, readonly string[]> = {
  docs: ['docs', 'doc', 'documentation', 'manual', 'handbook', 'kb', 'knowledge-base'],
  'api-reference': ['api', 'apis', 'reference', 'references', 'api-reference', 'api-docs', 'sdk', 'sdks'],
  tutorial: [
    'tutorial',
    'tutorials',
    'guide',
    'guides',
    'learn',
    'getting-started',
    'quickstart',
    'how-to',
    'howto',
  ],
  blog: ['blog', 'blogs', 'news', 'posts', 'post', 'articles', 'article', 'press', 'newsroom', 'stories'],
  pricing: ['pricing', 'plans', 'plan', 'prices', 'price'],
  about: ['about', 'team', 'company', 'careers', 'jobs'],
  contact: ['contact', 'support', 'help'],
  legal: [
    'legal',
    'privacy',
    'terms',
    'tos',
    'cookies',
    'cookie',
    'gdpr',
    'imprint',
    'impressum',
    'disclaimer',
    'dpa',
  ],
  changelog: ['changelog', 'changes', 'releases', 'release', 'release-notes', 'whats-new', 'updates'],
  product: ['product', 'products', 'features', 'feature', 'solutions', 'platform', 'integrations'],
};

const SEGMENT_CATEGORIES: ReadonlyMap<string, PageCategory> = new Map(
  Object.entries(SEGMENT_WORDS).flatMap(([category, words]) =>
    words.map((word): [string, PageCategory] => [word, category as PageCategory]),
  ),
);

/** Subdomains that say what the whole host is for (docs.example.com, blog.example.com). */
const HOST_CATEGORIES: ReadonlyMap<string, PageCategory> = new Map<string, PageCategory>([
  ['docs', 'docs'],
  ['doc', 'docs'],
  ['developer', 'docs'],
  ['developers', 'docs'],
  ['api', 'api-reference'],
  ['blog', 'blog'],
  ['news', 'blog'],
  ['help', 'contact'],
  ['support', 'contact'],
  ['learn', 'tutorial'],
]);

/** Title and heading phrases, most specific first. */
const KEYWORD_CATEGORIES: readonly [RegExp, PageCategory][] = [
  [/\bapi (reference|documentation|docs)\b|\breference\b/i, 'api-reference'],
  [/\bchangelog\b|\brelease notes\b|\bwhat'?s new\b/i, 'changelog'],
  [
    /\bprivacy policy\b|\bterms (of (service|use)|and conditions)\b|\bcookie policy\b|\blegal notice\b|\bimprint\b/i,
    'legal',
  ],
  [
    /\btutorials?\b|\bguides?\b|\bgetting started\b|\bquick ?start\b|\bhow to\b|\bstep[- ]by[- ]step\b/i,
    'tutorial',
  ],
  [/\bdocumentation\b|\bdocs\b|\bmanual\b/i, 'docs'],
  [/\bpricing\b|\bplans\b|\bprices\b/i, 'pricing'],
  [/\bcontact( us)?\b|\bget in touch\b|\bhelp center\b/i, 'contact'],
  [/\babout us\b|\bour (team|story|mission)\b|\bcareers\b/i, 'about'],
  [/\bblog\b|\bnews\b|\bannouncing\b/i, 'blog'],
  [/\bfeatures\b|\bproducts?\b|\bsolutions\b/i, 'product'],
];

/** A homepage title describes a product in marketing words, so only names of whole sections count. */
const HOMEPAGE_TITLE_CATEGORIES: readonly [RegExp, PageCategory][] = [
  [/\bapi (reference|documentation|docs)\b/i, 'api-reference'],
  [/\bdocumentation\b|\bdocs\b/i, 'docs'],
  [/\bchangelog\b/i, 'changelog'],
  [/\bblog\b/i, 'blog'],
];

function matchKeywords(text: string, table: readonly [RegExp, PageCategory][]): PageCategory | undefined {
  return table.find(([pattern]) => pattern.test(text))?.[1];
}

function segmentCategory(segment: string): PageCategory | undefined {
  const word = segment.toLowerCase().replace(/\.(html?|php|aspx?)$/, '');
  return SEGMENT_CATEGORIES.get(word) ?? SEGMENT_CATEGORIES.get(word.split(/[-_.]/)[0] ?? '');
}

/** The first category-naming path segment; a docs section is refined by a later api or guide segment. */
function pathCategory(segments: string[]): PageCategory | undefined {
  for (const [index, segment] of segments.entries()) {
    const category = segmentCategory(segment);
    if (category === undefined) continue;
    if (category !== 'docs') return category;
    const refinement = segments
      .slice(index + 1)
      .map(segmentCategory)
      .find((later) => later === 'api-reference' || later === 'tutorial');
    return refinement ?? 'docs';
  }
  return undefined;
}

function pathSegments(url: URL): string[] {
  return url.pathname.split('/').filter((segment) => segment !== '');
}

function isHomepagePath(segments: string[]): boolean {
  return segments.length === 0 || (segments.length === 1 && /^index\.(html?|php)$/i.test(segments[0] ?? ''));
}

/**
 * A page's category from its address first (path segments, then a telling subdomain), then from
 * keywords in its title and first headings, else 'other'. A homepage is 'product' unless its
 * subdomain or title names a section such as docs or a blog.
 */
export function guessCategory(url: string, signals: { title: string; headings: string[] }): PageCategory {
  const text = [signals.title, ...signals.headings.slice(0, 3)].join('\n');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return matchKeywords(text, KEYWORD_CATEGORIES) ?? 'other';
  }
  const segments = pathSegments(parsed);
  const hostCategory = HOST_CATEGORIES.get(parsed.hostname.split('.')[0] ?? '');
  if (isHomepagePath(segments)) {
    return hostCategory ?? matchKeywords(signals.title, HOMEPAGE_TITLE_CATEGORIES) ?? 'product';
  }
  return pathCategory(segments) ?? hostCategory ?? matchKeywords(text, KEYWORD_CATEGORIES) ?? 'other';
}
