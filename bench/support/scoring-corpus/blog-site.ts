import { Random } from './random.js';
import { LOREM, escapeHtml, paragraphs, respin, slug, titleCase, type Vocabulary } from './prose.js';
import { pageCollector, type CorpusSite } from './types.js';

/** A blog in <article>s: long and short posts, tag and archive pages, author pages, drafts, reposts. */
const VOCABULARY: Vocabulary = {
  nouns: [
    'garden',
    'seedling',
    'compost',
    'tomato',
    'soil',
    'trellis',
    'greenhouse',
    'mulch',
    'bed',
    'root',
    'harvest',
    'bean',
    'pepper',
    'squash',
    'herb',
    'watering can',
    'hose',
    'frost',
    'season',
    'shade',
    'cutting',
    'pot',
    'orchard',
    'hedge',
    'lawn',
    'beetle',
    'aphid',
    'worm',
    'rain barrel',
    'raised bed',
  ],
  verbs: [
    'prune',
    'water',
    'sow',
    'harvest',
    'transplant',
    'mulch',
    'feed',
    'graft',
    'stake',
    'weed',
    'plant',
  ],
  adjectives: [
    'shaded',
    'sandy',
    'heirloom',
    'perennial',
    'organic',
    'frost-hardy',
    'dry',
    'loamy',
    'early',
    'late',
    'sunny',
  ],
  connectives: [
    'Last spring,',
    'In my experience,',
    'Surprisingly,',
    'Every autumn,',
    'On a cold morning,',
    'Honestly,',
    'This year,',
  ],
  // A diarist's sentences, unlike the manual-style ones the tuning generators write.
  patterns: [
    (w) =>
      `${w.connective} I tried to ${w.verb} the ${w.noun} by hand, and the ${w.noun} took ${w.count} minutes.`,
    (w) => `My neighbour swears by a ${w.adjective} ${w.noun} for the ${w.noun}; I am not convinced.`,
    (w) => `I lost ${w.count} ${w.noun}s to the ${w.noun} before I learned to ${w.verb} earlier.`,
    (w) => `Nothing beats a ${w.adjective} ${w.noun} after a ${w.adjective} ${w.period}.`,
    (w) => `${w.connective} the ${w.noun} surprised me: it liked being ${w.adjective}.`,
    (w) =>
      `Should you ${w.verb} in the evening? I do, mostly because the ${w.noun} is ${w.adjective} by then.`,
    (w) => `Our ${w.noun} is ${w.count} years old and still the most ${w.adjective} ${w.noun} we have.`,
    (w) => `I keep notes on every ${w.noun}, and the ${w.adjective} ones ${w.verb} best.`,
    (w) => `Do not ${w.verb} a ${w.noun} in a ${w.adjective} spell; wait a ${w.period} instead.`,
    (w) => `By the ${w.count}th ${w.period} the ${w.noun} had doubled, and so had the ${w.noun}.`,
    (w) => `${w.connective} a ${w.adjective} ${w.noun} beat the ${w.noun} by ${w.count} days.`,
    (w) => `Half my ${w.noun}s went ${w.adjective}, so I ${w.verb} the rest under the ${w.noun}.`,
    (w) => `The ${w.noun} wants ${w.count} litres a ${w.period}, less when it is ${w.adjective}.`,
    (w) => `Readers keep asking how to ${w.verb} a ${w.adjective} ${w.noun}; here is my ${w.noun} method.`,
  ],
};

const POSTS = [
  'growing tomatoes in pots',
  'a year of no-dig beds',
  'why my peppers failed',
  'building a rain barrel',
  'composting in winter',
  'the best beans for shade',
  'saving heirloom seeds',
  'pruning an old apple tree',
  'raised beds on a budget',
  'dealing with aphids',
  'watering less and growing more',
  'a small herb spiral',
  'planting garlic in october',
  'what frost does to squash',
  'starting seeds indoors',
  'mulch myths',
  'a greenhouse from old windows',
  'growing potatoes in bags',
  'feeding the soil not the plant',
  'the slug problem',
  'companion planting that works',
  'a cutting garden for beginners',
  'leaf mould',
  'overwintering chillies',
  'my worst harvest',
  'ten years on one allotment',
];

function layout(blog: string, title: string, description: string, article: string, author: string): string {
  return `<!doctype html><html lang="en"><head><title>${escapeHtml(title)} – ${blog}</title>
${description ? `<meta property="og:description" content="${escapeHtml(description)}">` : ''}</head><body>
<header><h2>${blog}</h2><nav><a href="/">Home</a> <a href="/archive">Archive</a> <a href="/about">About</a></nav></header>
<article>${article}
<div class="byline">Written by ${author}. If you enjoyed this, subscribe to get new posts by email. Share on Twitter, Facebook or Pinterest.</div></article>
<aside><h3>Popular posts</h3><a href="/">Growing tomatoes</a></aside>
<footer>© ${blog}. Powered by a static site generator.</footer></body></html>`;
}

function post(random: Random, title: string, words: number): string {
  const sections = Math.max(1, Math.round(words / 350));
  const parts = [`<h1>${titleCase(title)}</h1>`, `<time>March ${random.int(1, 28)}, 2026</time>`];
  for (let index = 0; index < sections; index += 1) {
    if (index > 0 || random.chance(0.5))
      parts.push(
        `<h2>${titleCase(random.pick(VOCABULARY.verbs))}ing the ${random.pick(VOCABULARY.nouns)}</h2>`,
      );
    for (const paragraph of paragraphs(random, VOCABULARY, words / sections))
      parts.push(`<p>${paragraph}</p>`);
  }
  return parts.join('\n');
}

export function blogSite(seed: number, blog: string): CorpusSite {
  const random = new Random(seed);
  const origin = `https://${slug(blog)}.test`;
  const author = random.pick(['Ruth Okafor', 'Tom Lindqvist', 'Amira Haddad']);
  const { pages, add } = pageCollector(origin, (title, description, main) =>
    layout(blog, title, description, main, author),
  );
  const posts = random.shuffle(POSTS);
  const bodies = new Map<string, string>();

  add(
    '/',
    blog,
    `Notes from a small garden, by ${author}.`,
    post(random, `welcome to ${blog}`, 380),
    true,
    'home',
  );
  for (const title of posts.slice(0, 20)) {
    const body = post(random, title, random.pick([180, 300, 600, 900, 1500, 2600]));
    bodies.set(title, body);
    add(
      `/${random.int(2019, 2026)}/${slug(title)}`,
      titleCase(title),
      random.chance(0.6) ? `${titleCase(title)}: what worked and what did not.` : '',
      body,
      true,
      'post',
    );
  }
  // Hard cases the right way round: quick tips, a few useful lines without a description.
  for (const tip of ['sow beans in toilet rolls', 'a cheap slug trap', 'keep frost off with fleece']) {
    add(
      `/tips/${slug(tip)}`,
      titleCase(tip),
      '',
      `<h1>${titleCase(tip)}</h1><p>${paragraphs(random, VOCABULARY, random.int(70, 110)).join(' ')}</p>`,
      true,
      'quick-tip',
    );
  }
  // The same posts republished under new titles with a few words changed.
  for (const title of posts.slice(0, 9)) {
    const body = respin(random, VOCABULARY, bodies.get(title) ?? '', 15);
    add(
      `/repost/${slug(title)}-updated`,
      `${titleCase(title)} (updated)`,
      `${titleCase(title)}, revisited.`,
      body,
      false,
      'near-duplicate',
    );
  }
  // Tag, category, archive and pagination pages: titles and dates.
  const listings = [
    'tag/tomatoes',
    'tag/soil',
    'tag/pests',
    'tag/tools',
    'category/how-to',
    'category/diary',
    'archive',
    'page/2',
    'page/3',
    'page/4',
  ];
  for (const listing of listings) {
    const items = random.shuffle(posts.slice(0, 20)).slice(0, random.int(6, 15));
    const excerpt = (title: string) =>
      (bodies.get(title) ?? '')
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .slice(8, 8 + random.int(15, 35))
        .join(' ');
    const list = items.map(
      (title) =>
        `<h3><a href="/${slug(title)}">${titleCase(title)}</a></h3><p>March ${random.int(1, 28)}, 2026. ${excerpt(title)}… <a href="/${slug(title)}">Read more</a></p>`,
    );
    add(
      `/${listing}`,
      titleCase(listing.replace('/', ': ')),
      random.chance(0.5) ? `Posts filed under ${listing}, newest first.` : '',
      `<h1>${titleCase(listing.split('/').pop() ?? '')}</h1>${list.join('')}`,
      false,
      'link-index',
    );
  }
  // Drafts published by mistake, and placeholders.
  for (const title of posts.slice(20, 25)) {
    const text = random.pick([
      LOREM,
      `${LOREM} ${LOREM} ${LOREM}`,
      'Draft: coming soon.',
      'Post coming soon. Stay tuned!',
    ]);
    add(
      `/drafts/${slug(title)}`,
      titleCase(title),
      '',
      `<h1>${titleCase(title)}</h1><p>${text}</p>`,
      false,
      'placeholder',
    );
  }
  // Short notices and pages that are mostly the subscription box.
  for (const [path, title, text] of [
    ['/subscribe', 'Subscribe', 'Get every new post by email. No spam, unsubscribe any time.'],
    ['/thank-you', 'Thank you', 'Thanks for subscribing! Check your inbox to confirm.'],
    ['/2026/no-post-this-week', 'No post this week', 'Busy in the garden, back next Sunday.'],
    ['/contact', 'Contact', `Write to ${author} at the address below.`],
    ['/holiday-break', 'Holiday break', 'The blog is taking a break until January.'],
  ] as const) {
    add(path, title, '', `<h1>${title}</h1><p>${text}</p>`, false, 'stub');
  }
  add('/about', 'About', `About ${author}.`, post(random, `about ${author}`, 420), true, 'about');
  return { generator: 'blog', origin, pages };
}
