import { Random } from './random.js';
import { escapeHtml, paragraphs, respin, sentences, slug, titleCase, type Vocabulary } from './prose.js';
import { pageCollector, type CorpusSite } from './types.js';

/** A developer documentation site: <main> with a sidebar, guides, API pages, versioned copies, stubs. */
const VOCABULARY: Vocabulary = {
  nouns: [
    'cluster',
    'token',
    'webhook',
    'queue',
    'worker',
    'schema',
    'migration',
    'endpoint',
    'client',
    'request',
    'response',
    'header',
    'payload',
    'index',
    'replica',
    'snapshot',
    'bucket',
    'policy',
    'role',
    'secret',
    'deployment',
    'container',
    'volume',
    'cache',
    'session',
    'event',
    'trigger',
    'pipeline',
    'build',
    'artifact',
    'runtime',
    'region',
    'namespace',
    'config file',
    'CLI',
    'SDK',
    'transaction',
    'cursor',
  ],
  verbs: [
    'deploy',
    'rotate',
    'replicate',
    'validate',
    'retry',
    'stream',
    'index',
    'migrate',
    'encrypt',
    'cache',
    'batch',
    'sign',
    'scale',
    'restore',
    'import',
  ],
  adjectives: [
    'idempotent',
    'read-only',
    'encrypted',
    'regional',
    'stale',
    'paginated',
    'signed',
    'versioned',
    'ephemeral',
    'durable',
    'async',
    'scoped',
    'default',
  ],
  connectives: [
    'In practice,',
    'By default,',
    'For example,',
    'Note that',
    'Under load,',
    'After an upgrade,',
    'Internally,',
  ],
};

const TOPICS = [
  'authentication',
  'rate limits',
  'webhooks',
  'pagination',
  'error handling',
  'deployments',
  'migrations',
  'backups',
  'access control',
  'observability',
  'caching',
  'queues',
  'secrets',
  'regions',
  'billing API',
  'file uploads',
  'search indexes',
  'streaming',
  'transactions',
  'SDK setup',
  'CLI reference',
  'logging',
  'custom domains',
  'scheduled jobs',
  'feature flags',
  'audit logs',
  'SSO',
  'environment variables',
];

function layout(site: string, title: string, description: string, main: string, sidebar: string): string {
  return `<!doctype html><html lang="en"><head><title>${escapeHtml(title)} · ${site} Docs</title>
${description ? `<meta name="description" content="${escapeHtml(description)}">` : ''}</head><body>
<header><a href="/">${site}</a> <a href="/docs">Docs</a> <a href="/api">API</a> <a href="/changelog">Changelog</a> <input placeholder="Search docs"></header>
<nav class="sidebar">${sidebar}</nav>
<main>${main}<div class="help"><h2>Need help?</h2><p>Our support engineers answer every ticket within one business day.</p><p>Join the community forum to ask questions and share what you build.</p><p>Enterprise customers can open a priority case from the dashboard.</p></div></main>
<footer>Was this page helpful? Yes No. Edit this page on GitHub. © 2026 ${site} Inc. All rights reserved. Status · Security · Privacy</footer>
</body></html>`;
}

function codeBlock(random: Random, topic: string): string {
  const name = slug(topic).replace(/-/g, '_');
  return `<pre><code>const ${name} = await client.${random.pick(VOCABULARY.verbs)}({ ${name}: "${random.pick(VOCABULARY.nouns)}", retries: ${random.int(1, 9)} });</code></pre>`;
}

function guide(random: Random, topic: string, words: number): string {
  const sections = Math.max(1, Math.round(words / 250));
  const parts = [`<h1>${titleCase(topic)}</h1>`];
  for (let index = 0; index < sections; index += 1) {
    parts.push(`<h2>${titleCase(random.pick(VOCABULARY.verbs))} the ${random.pick(VOCABULARY.nouns)}</h2>`);
    for (const paragraph of paragraphs(random, VOCABULARY, words / sections))
      parts.push(`<p>${paragraph}</p>`);
    if (random.chance(0.6)) parts.push(codeBlock(random, topic));
  }
  return parts.join('\n');
}

function apiPage(random: Random, topic: string): string {
  const params = Array.from({ length: random.int(4, 8) }, () => {
    const name = slug(random.pick(VOCABULARY.nouns)).replace(/-/g, '_');
    return `<tr><td>${name}</td><td>${random.pick(['string', 'integer', 'boolean', 'object'])}</td><td>${sentences(random, VOCABULARY, 12)[0]}</td></tr>`;
  });
  return [
    `<h1>${titleCase(topic)} API</h1>`,
    `<p>${sentences(random, VOCABULARY, 40).join(' ')}</p>`,
    '<h2>Parameters</h2>',
    `<table>${params.join('')}</table>`,
    '<h2>Example</h2>',
    codeBlock(random, topic),
    '<h3>Errors</h3>',
    `<p>${sentences(random, VOCABULARY, 30).join(' ')}</p>`,
  ].join('\n');
}

const firstSentence = (html: string) => /<p>([^.]*\.)/.exec(html)?.[1] ?? '';

export function docsSite(seed: number, site: string): CorpusSite {
  const random = new Random(seed);
  const origin = `https://docs.${slug(site)}.test`;
  const topics = random.shuffle(TOPICS);
  const sidebar = topics.map((topic) => `<a href="/docs/${slug(topic)}">${titleCase(topic)}</a>`).join(' ');
  const { pages, add } = pageCollector(origin, (title, description, main) =>
    layout(site, title, description, main, sidebar),
  );
  const describe = (topic: string) =>
    `How ${topic} works in ${site}: setup, options, limits and common errors.`;

  add(
    '/',
    `${site} Documentation`,
    `Guides and API reference for ${site}.`,
    guide(random, `${site} documentation`, 420),
    true,
    'home',
  );
  const guides = topics.slice(0, 20);
  const originals = new Map<string, string>();
  for (const topic of guides) {
    const words = random.pick([160, 260, 450, 800, 1300, 2200]);
    const main = guide(random, topic, words);
    originals.set(topic, main);
    add(
      `/docs/${slug(topic)}`,
      titleCase(topic),
      random.chance(0.8) ? describe(topic) : '',
      main,
      true,
      'guide',
    );
  }
  for (const topic of topics.slice(0, 14)) {
    add(
      `/api/${slug(topic)}`,
      `${titleCase(topic)} API`,
      `Reference for the ${topic} endpoints.`,
      apiPage(random, topic),
      true,
      'api',
    );
  }
  // Older versions of the same guides, lightly edited: near-duplicates.
  for (const topic of guides.slice(0, 12)) {
    const main = respin(random, VOCABULARY, originals.get(topic) ?? '', 14);
    add(
      `/v1/docs/${slug(topic)}`,
      `${titleCase(topic)} (v1)`,
      describe(topic),
      main,
      false,
      'near-duplicate',
    );
  }
  // Section indexes: a line of text and a list of links.
  for (const section of ['guides', 'reference', 'tutorials', 'integrations', 'recipes', 'sdks']) {
    const links = topics
      .slice(0, random.int(10, 25))
      .map(
        (topic) =>
          `<li><a href="/docs/${slug(topic)}">${titleCase(topic)}</a> ${firstSentence(originals.get(topic) ?? '')}</li>`,
      );
    add(
      `/docs/${section}`,
      titleCase(section),
      `All ${section} in one place.`,
      `<h1>${titleCase(section)}</h1><p>Browse the ${section} below.</p><ul>${links.join('')}</ul>`,
      false,
      'link-index',
    );
  }
  // Stubs the writers have not filled in yet.
  for (const topic of topics.slice(20, 28)) {
    const text = random.pick([
      'This page is coming soon. Check back later for details.',
      'Documentation for this feature is under construction.',
      'TODO: write this section.',
      `We are still writing the ${topic} guide. In the meantime, ask in the community forum.`,
    ]);
    add(
      `/docs/${slug(topic)}`,
      titleCase(topic),
      describe(topic),
      `<h1>${titleCase(topic)}</h1><p>${text}</p>`,
      false,
      'placeholder',
    );
  }
  // Release notes with one line each.
  for (let release = 1; release <= 8; release += 1) {
    const note = random.pick([
      'Bug fixes and performance improvements.',
      'Minor fixes.',
      'Updated dependencies.',
      'Internal changes only.',
    ]);
    add(
      `/changelog/2.${release}.0`,
      `Release 2.${release}.0`,
      '',
      `<h1>Release 2.${release}.0</h1><p>${note}</p>`,
      false,
      'stub',
    );
  }
  // Hard cases the right way round: a glossary of one-line entries, and a short quickstart.
  const glossary = VOCABULARY.nouns
    .slice(0, 24)
    .map((term) => `<h3>${titleCase(term)}</h3><p>${sentences(random, VOCABULARY, 10)[0]}</p>`);
  add(
    '/docs/glossary',
    'Glossary',
    `Terms used across the ${site} documentation.`,
    `<h1>Glossary</h1>${glossary.join('')}`,
    true,
    'glossary',
  );
  add(
    '/docs/quickstart',
    'Quickstart',
    '',
    `<h1>Quickstart</h1><p>${sentences(random, VOCABULARY, 50).join(' ')}</p>${codeBlock(random, 'quickstart')}<h2>Next steps</h2><p>${sentences(random, VOCABULARY, 30).join(' ')}</p>`,
    true,
    'short-guide',
  );
  // Pages that are the help block around a line.
  for (const [path, title, text] of [
    ['/docs/support', 'Support', 'Choose how you would like to reach us.'],
    ['/docs/community', 'Community', 'Meet other developers building on the platform.'],
    ['/docs/status', 'Status', 'See the status page for incidents.'],
    ['/docs/feedback', 'Feedback', 'Tell us what to improve.'],
  ] as const) {
    add(
      path,
      title,
      `${title} for ${site} developers.`,
      `<h1>${title}</h1><p>${text}</p>`,
      false,
      'wrapped-boilerplate',
    );
  }
  return { generator: 'docs', origin, pages };
}
