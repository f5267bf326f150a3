import { Random } from './random.js';
import { escapeHtml, paragraphs, sentences, slug, spun, titleCase, type Vocabulary } from './prose.js';
import { pageCollector, type CorpusSite } from './types.js';

/** A services company's site: <main> with promotion blocks inside it, city landing pages, case studies. */
const VOCABULARY: Vocabulary = {
  nouns: [
    'invoice',
    'payroll',
    'ledger',
    'audit',
    'tax return',
    'receipt',
    'budget',
    'forecast',
    'account',
    'client',
    'accountant',
    'deadline',
    'expense',
    'contract',
    'report',
    'spreadsheet',
    'quarter',
    'dashboard',
    'bank feed',
    'VAT return',
    'balance sheet',
    'cash flow',
    'subscription',
    'approval',
    'team',
    'workflow',
  ],
  verbs: [
    'reconcile',
    'file',
    'approve',
    'automate',
    'forecast',
    'export',
    'review',
    'categorise',
    'sync',
    'submit',
  ],
  adjectives: [
    'monthly',
    'overdue',
    'audited',
    'quarterly',
    'shared',
    'automatic',
    'accurate',
    'manual',
    'late',
    'simple',
  ],
  connectives: [
    'For small firms,',
    'Since the switch,',
    'At year end,',
    'Before we started,',
    'Typically,',
    'Within a month,',
  ],
  // Sales and advice sentences, unlike the manual-style ones the tuning generators write.
  patterns: [
    (w) => `${w.connective} owners spend ${w.count} hours a ${w.period} on the ${w.noun} alone.`,
    (w) => `We ${w.verb} your ${w.noun} so you can get back to running the business.`,
    (w) => `A ${w.adjective} ${w.noun} is the first thing an inspector asks to see.`,
    (w) => `HMRC expects the ${w.noun} within ${w.count} days, and a ${w.adjective} one costs you a penalty.`,
    (w) => `${w.connective} our clients ${w.verb} every ${w.noun} through one ${w.adjective} ${w.noun}.`,
    (w) => `Ask your accountant how the ${w.noun} affects your ${w.adjective} ${w.noun}.`,
    (w) => `Why ${w.verb} by hand when a ${w.adjective} ${w.noun} can do it for you?`,
    (w) => `You stay in control: nothing is ${w.verb}ed until you approve the ${w.noun}.`,
    (w) => `Our team has handled more than ${w.count} thousand ${w.noun}s for firms like yours.`,
    (w) => `If the ${w.noun} looks ${w.adjective}, we call you before the ${w.period} ends.`,
  ],
};

const SERVICES = [
  'bookkeeping',
  'payroll',
  'tax filing',
  'cash flow forecasting',
  'audit support',
  'expense management',
];
const CITIES = [
  'Leeds',
  'Bristol',
  'Cardiff',
  'York',
  'Bath',
  'Derby',
  'Exeter',
  'Norwich',
  'Oxford',
  'Chester',
  'Durham',
  'Hull',
];

function promo(company: string): string {
  return `<section class="cta"><h2>Ready to get started?</h2><p>Book a free 30-minute call with ${company} today.</p>
<p>Trusted by more than 2,000 small businesses across the UK.</p><p>No contracts. Cancel any time.</p></section>
<section class="testimonials"><p>"They saved us hours every month." Jane, cafe owner.</p><p>"Clear, fast and friendly." Omar, builder.</p></section>`;
}

function layout(company: string, title: string, description: string, main: string): string {
  return `<!doctype html><html lang="en-GB"><head><title>${escapeHtml(title)} - ${company}</title>
${description ? `<meta name="description" content="${escapeHtml(description)}">` : ''}</head><body>
<header><a href="/">${company}</a> <a href="/services">Services</a> <a href="/pricing">Pricing</a> <a href="/contact">Contact</a></header>
<main>${main}${promo(company)}</main>
<footer>${company} Ltd, registered in England. <a href="/privacy">Privacy</a> <a href="/terms">Terms</a></footer></body></html>`;
}

function article(random: Random, title: string, words: number): string {
  const sections = Math.max(1, Math.round(words / 300));
  const parts = [`<h1>${titleCase(title)}</h1>`];
  for (let index = 0; index < sections; index += 1) {
    parts.push(`<h2>${titleCase(random.pick(VOCABULARY.adjectives))} ${random.pick(VOCABULARY.nouns)}s</h2>`);
    for (const paragraph of paragraphs(random, VOCABULARY, words / sections))
      parts.push(`<p>${paragraph}</p>`);
  }
  return parts.join('\n');
}

export function marketingSite(seed: number, company: string): CorpusSite {
  const random = new Random(seed);
  const origin = `https://www.${slug(company)}.test`;
  const { pages, add } = pageCollector(origin, (title, description, main) =>
    layout(company, title, description, main),
  );

  add(
    '/',
    'Home',
    `${company} does the books for small businesses.`,
    article(random, `accounting for small businesses`, 350),
    true,
    'home',
  );
  for (const service of SERVICES) {
    add(
      `/services/${slug(service)}`,
      titleCase(service),
      `${titleCase(service)} by ${company}: what is included and how it works.`,
      article(random, service, random.pick([250, 500, 900])),
      true,
      'service',
    );
  }
  for (let study = 1; study <= 10; study += 1) {
    const client = `${random.pick(['Green', 'Hill', 'North', 'Oak', 'River', 'Stone'])} ${random.pick(['Bakery', 'Builders', 'Studio', 'Dental', 'Cafe', 'Garage'])}`;
    add(
      `/customers/${slug(client)}-${study}`,
      `How ${client} ${random.pick(VOCABULARY.verbs)}s faster`,
      `Case study: ${client}.`,
      article(random, `how ${client} works with us`, random.pick([300, 600, 1100])),
      true,
      'case-study',
    );
  }
  for (const topic of [
    'making tax digital explained',
    'what a bookkeeper does',
    'choosing a year end',
    'payroll for your first hire',
    'cash flow in a slow month',
    'expenses you can claim',
    'when to register for VAT',
    'moving from spreadsheets',
  ]) {
    add(
      `/guides/${slug(topic)}`,
      titleCase(topic),
      random.chance(0.7) ? `A plain guide: ${topic}.` : '',
      article(random, topic, random.pick([140, 200, 400, 800, 1400])),
      true,
      'guide',
    );
  }
  add(
    '/pricing',
    'Pricing',
    `Plans from £49 a month.`,
    `<h1>Pricing</h1><h2>Starter</h2><p>${sentences(random, VOCABULARY, 60).join(' ')}</p><h2>Growth</h2><p>${sentences(random, VOCABULARY, 60).join(' ')}</p><h2>Questions</h2><p>${sentences(random, VOCABULARY, 80).join(' ')}</p>`,
    true,
    'pricing',
  );
  // A hard case the right way round: a FAQ of short answers under many headings.
  const faq = Array.from(
    { length: 12 },
    () =>
      `<h3>How do you ${random.pick(VOCABULARY.verbs)} a ${random.pick(VOCABULARY.nouns)}?</h3><p>${sentences(random, VOCABULARY, 25).join(' ')}</p>`,
  );
  add(
    '/faq',
    'Questions and answers',
    `Answers about ${company}'s services.`,
    `<h1>Questions</h1>${faq.join('')}`,
    true,
    'faq',
  );
  // City landing pages: one template, the city swapped in.
  const template = sentences(random, VOCABULARY, random.int(140, 220));
  for (const city of CITIES) {
    for (const service of SERVICES.slice(0, 2)) {
      const text = template.map((line, index) =>
        index % 3 === 0 ? line.replace(/\.$/, ` in ${city}.`) : line,
      );
      const main = `<h1>${titleCase(service)} in ${city}</h1><p>Looking for ${service} in ${city}? ${company} helps ${city} businesses every day.</p><p>${text.join(' ')}</p>`;
      add(
        `/${slug(service)}/${slug(city)}`,
        `${titleCase(service)} in ${city}`,
        `${titleCase(service)} for businesses in ${city}.`,
        main,
        false,
        'near-duplicate',
      );
    }
  }
  // Pages that are the promotion blocks around a line or two.
  for (const [path, title, text] of [
    ['/thank-you', 'Thank you', 'Thanks, we will be in touch within one working day.'],
    ['/book-a-call', 'Book a call', 'Pick a time that suits you.'],
    ['/partners', 'Partners', 'We work with the best software partners.'],
    ['/careers', 'Careers', 'No open positions right now. Check back soon!'],
    ['/events', 'Events', 'Our next webinar is coming soon.'],
    ['/newsletter', 'Newsletter', 'Monthly tips for small business owners.'],
    ['/reviews', 'Reviews', 'Read what our customers say.'],
    ['/webinars/q3', 'Q3 webinar', 'Recording coming soon.'],
  ] as const) {
    add(path, title, '', `<h1>${title}</h1><p>${text}</p>`, false, 'wrapped-boilerplate');
  }
  for (const service of SERVICES.slice(0, 4)) {
    const keyword = `best ${service} company`;
    add(
      `/why-us/${slug(keyword)}`,
      `The ${titleCase(keyword)}`,
      `Why ${company} is the ${keyword}.`,
      `<h1>The ${titleCase(keyword)}</h1><h2>Why choose us</h2><p>${spun(random, VOCABULARY, keyword, random.int(250, 600))}</p><h2>Get a quote</h2>`,
      false,
      'keyword-spam',
    );
  }
  const links = SERVICES.flatMap((service) =>
    CITIES.map((city) => `<a href="/${slug(service)}/${slug(city)}">${titleCase(service)} in ${city}</a>`),
  );
  add(
    '/locations',
    'Locations',
    `${company} across the UK.`,
    `<h1>Locations</h1><p>Find us near you.</p>${links.join(' ')}`,
    false,
    'link-index',
  );
  add(
    '/services',
    'Services',
    `Everything ${company} does.`,
    `<h1>Services</h1>${SERVICES.map((service) => `<h3><a href="/services/${slug(service)}">${titleCase(service)}</a></h3>`).join('')}`,
    false,
    'link-index',
  );
  add(
    '/privacy',
    'Privacy policy',
    '',
    article(random, 'privacy policy', 900).replace(/<h1>/, '<h1>Legal: '),
    false,
    'legal',
  );
  return { generator: 'marketing', origin, pages };
}
