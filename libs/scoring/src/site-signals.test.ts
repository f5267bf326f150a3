import { describe, expect, it } from 'vitest';
import { computeSiteSignals } from './site-signals.js';

const SIGN_UP = 'Sign up for our newsletter to hear about new releases.';
const article = (topic: string) =>
  `${topic} explained from the start. The first step sets up ${topic}. The second step checks ${topic} works.`;

describe('site signals', () => {
  const pages = [
    { url: 'https://a.test/', position: 0, content: `${article('home')} ${SIGN_UP}` },
    { url: 'https://a.test/cache', position: 1, content: `${article('caching')} ${SIGN_UP}` },
    { url: 'https://a.test/queue', position: 2, content: `${article('queues')} ${SIGN_UP}` },
    { url: 'https://a.test/tag/x', position: 3, content: SIGN_UP },
    { url: 'https://a.test/cache?ref=nav', position: 4, content: `${article('caching')}\n${SIGN_UP}` },
  ];
  const signals = computeSiteSignals(pages);

  it('finds text repeated on most pages and measures its share of each page', () => {
    expect(signals.get('https://a.test/tag/x')?.boilerplateRatio).toBe(1);
    const cache = signals.get('https://a.test/cache');
    expect(cache?.boilerplateRatio).toBeGreaterThan(0.3);
    expect(cache?.boilerplateRatio).toBeLessThan(0.5);
  });

  it('marks the later of two pages with the same text of their own as the duplicate', () => {
    expect(signals.get('https://a.test/cache')?.duplicateOf).toBeNull();
    expect(signals.get('https://a.test/cache?ref=nav')?.duplicateOf).toBe('https://a.test/cache');
    expect(signals.get('https://a.test/tag/x')?.duplicateOf).toBeNull();
  });

  it('takes a page of the current release as the original of its copies in other releases, whichever came first', () => {
    const install = article('installing');
    const others = ['caching', 'queues', 'routing', 'logging', 'testing', 'billing', 'search', 'mail'];
    const versioned = computeSiteSignals([
      { url: 'https://a.test/docs/next/install/', position: 0, content: `${install} Unreleased.` },
      { url: 'https://a.test/docs/v1.2/install/', position: 1, content: install },
      { url: 'https://a.test/docs/install/', position: 2, content: install },
      ...others.map((topic, index) => ({
        url: `https://a.test/docs/${topic}/`,
        position: 3 + index,
        content: article(topic),
      })),
    ]);
    expect(versioned.get('https://a.test/docs/install/')?.duplicateOf).toBeNull();
    for (const copy of ['next', 'v1.2']) {
      expect(versioned.get(`https://a.test/docs/${copy}/install/`)?.duplicateOf).toBe(
        'https://a.test/docs/install/',
      );
    }
  });

  it('sees no boilerplate on a site too small to tell', () => {
    const small = computeSiteSignals(pages.slice(0, 2));
    expect([...small.values()].every((signal) => signal.boilerplateRatio === 0)).toBe(true);
  });

  it('reads siblings of a reference set as a set, not as near-duplicates of one another', () => {
    const option = (name: string, call: string) => ({
      url: `https://a.test/config/${name}`,
      markdown: `# ${name}\n\n- **Type:** \`boolean\`\n- **Default:** \`false\`\n\nShould the runner call \`${call}\` before each test in the suite.\n\n\`\`\`ts\nexport default defineConfig({ test: { ${name}: true } })\n\`\`\``,
    });
    const options = [
      option('clearMocks', 'vi.clearAllMocks()'),
      option('mockReset', 'vi.resetAllMocks()'),
      option('restoreMocks', 'vi.restoreAllMocks()'),
      option('unstubEnvs', 'vi.unstubAllEnvs()'),
      option('unstubGlobals', 'vi.unstubAllGlobals()'),
    ];
    const site = [
      ...options,
      { ...option('clearMocks', 'vi.clearAllMocks()'), url: 'https://a.test/v1/config/clearMocks' },
    ];
    const signals = computeSiteSignals(
      site.map((page, position) => ({ ...page, position, content: page.markdown.replace(/[#*`]/g, ' ') })),
    );
    for (const { url } of options) {
      expect(signals.get(url)).toMatchObject({
        duplicateOf: null,
        nearDuplicateCount: 1,
        referenceSetSize: 5,
      });
    }
    expect(signals.get('https://a.test/v1/config/clearMocks')).toMatchObject({
      duplicateOf: 'https://a.test/config/clearMocks',
      referenceEntry: true,
      referenceSetSize: 0,
    });
  });
});
