import { describe, expect, it } from 'vitest';
import { generateLlmsTxt } from './generate.js';
import { groupPages, sectionTitle, type GroupablePage } from './group-pages.js';

const page = (
  path: string,
  extra: Partial<GroupablePage> = {},
): GroupablePage & { title: string; description: string } => ({
  url: `https://widget.test${path}`,
  title: path,
  description: '',
  category: 'docs',
  qualityScore: 8,
  ...extra,
});
const shape = (groups: { title: string; pages: { url: string }[] }[]) =>
  groups.map((group) => [group.title, group.pages.map((p) => new URL(p.url).pathname)]);

describe('groupPages with the site navigation', () => {
  it('makes sections of the navigation groups in the order pages come, then category sections', () => {
    const groups = groupPages([
      page('/guide/why', { section: 'Introduction' }),
      page('/guide/', { section: 'Introduction', title: 'Getting Started | Guide' }),
      page('/api/zeta', { section: 'API', category: 'api-reference' }),
      page('/api/alpha', { section: 'API', category: 'api-reference' }),
      page('/blog/post', { category: 'blog' }),
      page('/team', { category: 'about' }),
      page('/old', { section: 'API', qualityScore: 2 }),
    ]);
    expect(shape(groups)).toEqual([
      ['Introduction', ['/guide/', '/guide/why']],
      ['API', ['/api/zeta', '/api/alpha']],
      ['Blog', ['/blog/post']],
      ['Company', ['/team']],
      ['Optional', ['/old']],
    ]);
  });

  it('puts getting-started pages first in every section, by address or title, keeping the rest in order', () => {
    const groups = groupPages([
      page('/docs/why'),
      page('/docs/concepts'),
      page('/docs/installation'),
      page('/docs/quick-start.html'),
      page('/docs/setup', { title: 'Introduction to Widget' }),
      page('/docs/getting-started-faq'),
    ]);
    expect(shape(groups)).toEqual([
      [
        'Documentation',
        [
          '/docs/installation',
          '/docs/quick-start.html',
          '/docs/setup',
          '/docs/why',
          '/docs/concepts',
          '/docs/getting-started-faq',
        ],
      ],
    ]);
  });

  it('joins a category section to the navigation group of the same name, never to Optional', () => {
    const groups = groupPages([
      page('/blog/', { section: 'Blog', category: 'blog' }),
      page('/guide/a', { section: 'Optional', category: 'tutorial' }),
      page('/blog/post', { category: 'blog' }),
    ]);
    expect(shape(groups)).toEqual([
      ['Blog', ['/blog/', '/blog/post']],
      ['Guides', ['/guide/a']],
    ]);
  });

  it('writes navigation labels as clean one-line headings', () => {
    expect(sectionTitle('  Config\nReference ##')).toBe('Config Reference');
    expect(sectionTitle('optional')).toBe('');
    expect(sectionTitle(null)).toBe('');
    const text = generateLlmsTxt({
      siteName: 'Widget',
      summary: 'Widgets.',
      pages: [page('/a', { section: 'Start\r\nHere #' }), page('/b', { section: 'API' })],
    });
    expect(text.match(/^## .*$/gm)).toEqual(['## Start Here', '## API']);
  });
});
