import { Random } from './random.js';
import {
  LOREM,
  escapeHtml,
  paragraphs,
  respin,
  sentences,
  slug,
  spun,
  titleCase,
  type Vocabulary,
} from './prose.js';
import { pageCollector, type CorpusSite } from './types.js';

/** An online shop built of <div>s (no <main>): products, variants, category grids, a banner everywhere. */
const VOCABULARY: Vocabulary = {
  nouns: [
    'frame',
    'strap',
    'lens',
    'sole',
    'zipper',
    'lining',
    'handle',
    'blade',
    'fabric',
    'seam',
    'buckle',
    'pocket',
    'battery',
    'charger',
    'cable',
    'grip',
    'hinge',
    'lid',
    'filter',
    'kettle',
    'pan',
    'knife',
    'mug',
    'backpack',
    'jacket',
    'boot',
    'tent',
    'lamp',
    'stove',
    'bottle',
    'glove',
    'helmet',
  ],
  verbs: [
    'fold',
    'wash',
    'charge',
    'clip',
    'seal',
    'carry',
    'sharpen',
    'store',
    'adjust',
    'pack',
    'dry',
    'brew',
  ],
  adjectives: [
    'waterproof',
    'lightweight',
    'recycled',
    'stainless',
    'padded',
    'insulated',
    'breathable',
    'compact',
    'durable',
    'cordless',
    'ceramic',
  ],
  connectives: [
    'On the trail,',
    'In the kitchen,',
    'After a season,',
    'Compared with the old model,',
    'Out of the box,',
    'In our tests,',
  ],
};

const PRODUCTS = [
  'trail backpack',
  'rain jacket',
  'hiking boot',
  'camp stove',
  'steel bottle',
  'chef knife',
  'travel mug',
  'head lamp',
  'two-person tent',
  'wool glove',
  'bike helmet',
  'pour-over kettle',
  'cast iron pan',
  'water filter',
  'sleeping pad',
  'day pack',
  'trekking pole',
  'insulated vest',
  'camp chair',
  'cooler bag',
  'solar charger',
  'dry bag',
  'rain cover',
  'sun hat',
  'gaiter',
  'compass',
  'tarp',
  'hammock',
];
const COLOURS = ['red', 'blue', 'olive', 'black', 'sand', 'grey', 'navy', 'orange'];

const BANNER =
  'Free shipping on orders over $50. Join our rewards club and get 10% off your first order. ' +
  'Easy 30-day returns on every item.';

function layout(shop: string, title: string, description: string, body: string): string {
  return `<!doctype html><html><head><title>${escapeHtml(title)} | ${shop}</title>
${description ? `<meta name="description" content="${escapeHtml(description)}">` : ''}</head><body>
<div class="topbar">${BANNER}</div>
<header><a href="/">${shop}</a> <a href="/shop">Shop</a> <a href="/cart">Cart (0)</a></header>
<div class="content">${body}</div>
<div class="trust"><p>Rated 4.8 out of 5 by 12,000 customers.</p><p>Questions? Our team answers within one business day.</p></div>
<footer>© 2026 ${shop}. Terms · Privacy · Shipping · Returns</footer></body></html>`;
}

function productBody(random: Random, product: string, words: number): string {
  const specs = Array.from(
    { length: random.int(4, 7) },
    () =>
      `<li>${titleCase(random.pick(VOCABULARY.adjectives))} ${random.pick(VOCABULARY.nouns)}: ${random.int(1, 900)} ${random.pick(['g', 'mm', 'ml', 'h'])}</li>`,
  );
  return [
    `<h1>${titleCase(product)}</h1>`,
    `<div class="price">$${random.int(15, 400)}.00</div>`,
    ...paragraphs(random, VOCABULARY, words).map((paragraph) => `<p>${paragraph}</p>`),
    '<h2>Specifications</h2>',
    `<ul>${specs.join('')}</ul>`,
    '<h2>Care</h2>',
    `<p>${sentences(random, VOCABULARY, 30).join(' ')}</p>`,
  ].join('\n');
}

export function shopSite(seed: number, shop: string): CorpusSite {
  const random = new Random(seed);
  const origin = `https://${slug(shop)}.test`;
  const { pages, add } = pageCollector(origin, (title, description, main) =>
    layout(shop, title, description, main),
  );
  const products = random.shuffle(PRODUCTS);

  add(
    '/',
    'Outdoor gear that lasts',
    `${shop} sells durable outdoor and kitchen gear.`,
    `<h1>${shop}</h1>${paragraphs(random, VOCABULARY, 300)
      .map((p) => `<p>${p}</p>`)
      .join('')}`,
    true,
    'home',
  );
  const blurbs = new Map<string, string>();
  for (const product of products.slice(0, 22)) {
    const words = random.pick([110, 180, 260, 420, 650]);
    const body = productBody(random, product, words);
    blurbs.set(product, /<p>([^.]*\.[^.]*\.)/.exec(body)?.[1] ?? '');
    add(
      `/products/${slug(product)}`,
      titleCase(product),
      `The ${product}: ${random.pick(VOCABULARY.adjectives)}, tested for years of use.`,
      body,
      true,
      'product',
    );
  }
  for (const topic of [
    'how to choose a tent',
    'caring for leather boots',
    'layering for cold weather',
    'packing a day pack',
    'sharpening kitchen knives',
    'cleaning a water filter',
  ]) {
    const body =
      `<h1>${titleCase(topic)}</h1>` +
      [1, 2, 3, 4]
        .map(
          (n) =>
            `<h2>Step ${n}</h2>${paragraphs(random, VOCABULARY, random.int(150, 400))
              .map((p) => `<p>${p}</p>`)
              .join('')}`,
        )
        .join('');
    add(`/guides/${slug(topic)}`, titleCase(topic), `Our buying guide: ${topic}.`, body, true, 'guide');
  }
  // Colour variants: the same description with a word or two changed.
  for (const product of products.slice(0, 8)) {
    const base = productBody(random, product, 260);
    for (const colour of random.shuffle(COLOURS).slice(0, 3)) {
      const body = respin(random, VOCABULARY, base.replace(/<h1>/, `<h1>${titleCase(colour)} `), 18);
      add(
        `/products/${slug(product)}-${colour}`,
        `${titleCase(product)} in ${colour}`,
        `The ${product} in ${colour}.`,
        body,
        false,
        'near-duplicate',
      );
    }
  }
  // Category grids: product names, prices and a sentence.
  for (const category of [
    'packs',
    'shelter',
    'kitchen',
    'clothing',
    'lighting',
    'accessories',
    'sale',
    'new arrivals',
  ]) {
    const tiles = random
      .shuffle(products)
      .slice(0, random.int(8, 20))
      .map(
        (product) =>
          `<div class="tile"><a href="/products/${slug(product)}">${titleCase(product)}</a> <span>$${random.int(15, 400)}.00</span> <p>${blurbs.get(product) ?? ''}</p> <a href="/cart/add">Add to cart</a></div>`,
      );
    add(
      `/shop/${slug(category)}`,
      titleCase(category),
      `Shop ${category} at ${shop}.`,
      `<h1>${titleCase(category)}</h1><p>${random.int(8, 60)} products</p>${tiles.join('')}`,
      false,
      'link-index',
    );
  }
  for (const product of products.slice(22, 27)) {
    const text = random.pick([
      `The ${product} is coming soon. Sign up to be notified when it launches.`,
      `${LOREM} ${LOREM}`,
      'Product description coming soon.',
      `Out of stock. This item is no longer available.`,
    ]);
    add(
      `/products/${slug(product)}`,
      titleCase(product),
      '',
      `<h1>${titleCase(product)}</h1><p>${text}</p>`,
      false,
      'placeholder',
    );
  }
  for (const [path, title, text] of [
    ['/cart', 'Your cart', 'Your cart is empty. Continue shopping.'],
    ['/account/login', 'Sign in', 'Sign in to your account. Forgot your password? Create an account.'],
    ['/wishlist', 'Wishlist', 'You have no saved items yet.'],
    ['/gift-cards', 'Gift cards', 'Give the gift of the outdoors. Gift cards from $25 to $500.'],
    ['/stores', 'Find a store', 'Visit us in Portland, Denver or Austin. Open every day from 9 to 7.'],
  ] as const) {
    add(path, title, '', `<h1>${title}</h1><p>${text}</p>`, false, 'stub');
  }
  // Hard cases the right way round: a size chart that is mostly a table, a FAQ of short answers.
  const rows = ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map(
    (size) =>
      `<tr><td>${size}</td><td>${random.int(80, 120)} cm</td><td>${random.int(60, 100)} cm</td><td>${random.int(36, 48)}</td></tr>`,
  );
  add(
    '/size-guide',
    'Size guide',
    'Chest, waist and shoe sizes for every garment and boot.',
    `<h1>Size guide</h1><p>${sentences(random, VOCABULARY, 30).join(' ')}</p><table>${rows.join('')}</table><h2>Boots</h2><p>${sentences(random, VOCABULARY, 25).join(' ')}</p>`,
    true,
    'size-guide',
  );
  const faq = Array.from(
    { length: 10 },
    () =>
      `<h3>Can I ${random.pick(VOCABULARY.verbs)} the ${random.pick(VOCABULARY.nouns)}?</h3><p>${sentences(random, VOCABULARY, 20).join(' ')}</p>`,
  );
  add('/faq', 'Frequently asked questions', '', `<h1>FAQ</h1>${faq.join('')}`, true, 'faq');
  // Search-engine pages: one keyword, the same sentences over and over.
  for (const product of products.slice(0, 5)) {
    const keyword = `cheap ${product}`;
    add(
      `/best-${slug(keyword)}`,
      `Best ${titleCase(keyword)} Deals`,
      `Buy the best ${keyword} online at ${shop}.`,
      `<h1>Best ${titleCase(keyword)}</h1><h2>Why buy ${keyword}</h2><p>${spun(random, VOCABULARY, keyword, random.int(250, 500))}</p>`,
      false,
      'keyword-spam',
    );
  }
  return { generator: 'shop', origin, pages };
}
