import { defaultSelection } from '@signpost/contracts';
import { describe, expect, it } from 'vitest';
import { scorePageHeuristically } from './heuristic-scorer.js';
import { featuresOfSite, prose, type FixturePage } from './testing/fixture-sites.test-support.js';

/** The urls the product selects by default once the rules have scored the site. */
function selectedPaths(pages: readonly FixturePage[]) {
  const scored = featuresOfSite(pages).map((features) => ({
    url: features.url,
    qualityScore: scorePageHeuristically(features).qualityScore,
  }));
  return new Set([...defaultSelection(scored)].map((url) => new URL(url).pathname));
}

const guide = (path: string, seed: number): FixturePage => ({
  path,
  category: 'docs',
  markdown: `# Guide ${seed}\n\n${prose(seed, 30)}\n\n## Details\n\n${prose(seed + 100, 25)}`,
});

/** One config option as VitePress sites write it: typed fields, a line of definition, an example. */
function option(name: string, type: string, definition: string, withExample: boolean): FixturePage {
  const example = withExample
    ? `\n\n\`\`\`ts\nimport { defineConfig } from 'vitest/config'\n\nexport default defineConfig({\n  test: {\n    ${name}: true,\n  },\n})\n\`\`\``
    : '';
  return {
    path: `/config/${name.toLowerCase()}.html`,
    category: 'other',
    markdown: `# ${name} [\u200b](/config/${name.toLowerCase()}.html#${name})\n\n- **Type:** \`${type}\`\n- **Default:** \`false\`\n- **CLI:** \`--${name}\`\n\n${definition}${example}`,
  };
}

const OPTIONS = [
  option('testTimeout', 'number', 'Default timeout of a test in milliseconds. Use `0` to disable it.', false),
  option('hookTimeout', 'number', 'Default timeout of a hook in milliseconds.', false),
  option('root', 'string', 'Project root', false),
  option('mode', 'string', 'Overrides Vite mode.', false),
  option('clearMocks', 'boolean', 'Should Vitest call `vi.clearAllMocks()` before each test.', true),
  option('mockReset', 'boolean', 'Should Vitest call `vi.resetAllMocks()` before each test.', true),
  option('restoreMocks', 'boolean', 'Should Vitest call `vi.restoreAllMocks()` before each test.', true),
  option('unstubGlobals', 'boolean', 'Should Vitest call `vi.unstubAllGlobals()` before each test.', true),
  option(
    'taskTitleTruncate',
    'number',
    'Sets the length limit for values interpolated into task titles, including `%s` placeholder formatting.',
    false,
  ),
];

describe('default selection of a reference set', () => {
  const site: FixturePage[] = [
    guide('/', 1),
    guide('/guide/getting-started', 2),
    guide('/guide/mocking', 3),
    ...OPTIONS,
    {
      path: '/api/assert-type.html',
      category: 'api-reference',
      markdown:
        '# assertType\n\nYou can use this function to assert that the argument type is equal to the generic provided.\n\n```ts\nassertType<string>(concat("a", "b"))\n```',
    },
  ];
  const selected = selectedPaths(site);

  it('selects every short config option page that shares the set template', () => {
    for (const page of OPTIONS) expect(selected, page.path).toContain(page.path);
  });

  it('selects a short API page made of a definition and an example', () => {
    expect(selected).toContain('/api/assert-type.html');
  });

  it('still marks a copy of an option page as a duplicate', () => {
    const copy = { ...(OPTIONS[4] as FixturePage), path: '/v1/config/clearmocks.html' };
    expect(selectedPaths([...site, copy])).not.toContain('/v1/config/clearmocks.html');
  });
});

describe('default selection of internal and unfinished pages', () => {
  const posts = ['first-post', 'second-post', 'third-post', 'fourth-post'];
  /** Listings as blog generators write them: an introduction of their own, then a post a line. */
  const listing = (path: string, heading: string, seed: number): FixturePage => ({
    path,
    category: 'blog',
    markdown: `# ${heading}\n\n${prose(seed, 18)}\n\n## 2024\n\n${posts.map((slug) => `- [${slug.replace('-', ' ')}](/blog/${slug}/)`).join('\n')}\n\n## 2023\n\n${posts.map((slug) => `- [${slug.replace('-', ' ')}, part two](/blog/${slug}-2/)`).join('\n')}`,
  });
  const post = (slug: string, seed: number): FixturePage => ({
    path: `/blog/${slug}/`,
    category: 'blog',
    markdown: `# ${slug}\n\n${prose(seed, 35)}\n\n## What I learned\n\n${prose(seed + 50, 20)}`,
  });
  const site: FixturePage[] = [
    guide('/', 11),
    ...posts.map((slug, index) => post(slug, 20 + index)),
    listing('/tags/css/', 'Tagged “css”', 40),
    listing('/tags/testing/', 'Tagged “testing”', 41),
    listing('/tags/', 'Tags', 42),
    listing('/archive/', 'Archive', 43),
    listing('/2024/05/', 'May 2024', 44),
    listing('/author/ana/', 'Ana Lopes', 45),
    { ...post('new-runner', 300), path: '/drafts/new-runner/' },
    {
      path: '/todo.html',
      category: 'other',
      markdown:
        `# Remove the old CSS\n\n${prose(90, 6)}\n\n## Summary\n\n${prose(91, 8)}\n\n## Completed\n\n` +
        ['vite.config', 'theme/index', 'Root', 'ListItem', 'CourseLink', 'Features', 'Advanced']
          .map((file, index) => `- [x] \`${file}.ts\` - ${prose(92 + index, 1)}`)
          .join('\n') +
        '\n\n## Left\n\n- [ ] `Home.vue` - plain CSS\n- [ ] `List.vue` - icons',
    },
    guide('/guide/tags-and-filters', 80),
    guide('/guide/todo-app-tutorial', 81),
  ];
  const selected = selectedPaths(site);

  it('selects the posts and the real pages whose address contains such a word', () => {
    for (const slug of posts) expect(selected).toContain(`/blog/${slug}/`);
    expect(selected).toContain('/guide/tags-and-filters');
    expect(selected).toContain('/guide/todo-app-tutorial');
  });

  it('leaves out tag, archive, date, author, draft and to-do pages', () => {
    for (const path of [
      '/tags/css/',
      '/tags/testing/',
      '/tags/',
      '/archive/',
      '/2024/05/',
      '/author/ana/',
      '/drafts/new-runner/',
      '/todo.html',
    ]) {
      expect(selected, path).not.toContain(path);
    }
  });

  it('keeps an API page about tags that is a definition, not a listing', () => {
    const tagsApi: FixturePage = {
      path: '/api/tags',
      category: 'api-reference',
      markdown: '# tags\n\n- **Type:** `string[]`\n\nLabels attached to a test, used to filter runs.',
    };
    expect(selectedPaths([...site, tagsApi])).toContain('/api/tags');
  });
});
