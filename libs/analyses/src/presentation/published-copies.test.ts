import { describe, expect, it } from 'vitest';
import type { PageRow } from '@signpost/db';
import { publishedCopies, servedLlmsTxt } from './published-copies.js';

const row = (path: string, fields: Partial<PageRow> = {}) =>
  ({
    url: `https://widget.test${path}`,
    markdown: `# ${path}\n\nText of ${path}.`,
    language: null,
    ...fields,
  }) as PageRow;

const FILE = [
  '# Widget',
  '',
  '> Widgets.',
  '',
  '## Docs',
  '',
  '- [Home, as the owner named it](https://widget.test/): Start here.',
  '- [Guide](https://widget.test/guide/)',
  '- [Guide again](https://widget.test/guide?tab=2)',
  '- [Empty](https://widget.test/empty)',
  '- [Elsewhere](https://other.test/page)',
  '',
  '## Full text',
  '',
  '- [llms-full-docs.txt](https://widget.test/llms-full-docs.txt)',
  '',
].join('\n');

describe('publishedCopies', () => {
  const pages = [
    row('/'),
    row('/guide/', { language: 'fr' }),
    row('/guide?tab=2'),
    row('/empty', { markdown: null, content: '  ' }),
    row('/unlisted'),
  ];

  it('copies each listed page with text once per path, under the file’s titles, in its order', () => {
    const copies = publishedCopies({ default_language: 'en' }, pages, FILE);
    expect(copies.map(({ path, url, title, language }) => ({ path, url, title, language }))).toEqual([
      { path: 'index', url: 'https://widget.test/', title: 'Home, as the owner named it', language: 'en' },
      { path: 'guide', url: 'https://widget.test/guide/', title: 'Guide', language: 'fr' },
    ]);
    expect(copies[0]?.markdown).toBe('# /\n\nText of /.');
  });

  it('serves the file as stored unless the owner asked for the copies to be linked', () => {
    const copies = [
      { url: 'https://widget.test/', path: 'index' },
      { url: 'https://widget.test/guide/', path: 'guide' },
    ];
    const publication = { slug: 'widget-test', content: FILE, link_markdown: false };
    expect(servedLlmsTxt(publication, copies, 'https://signpost.test')).toBe(FILE);
    const linked = servedLlmsTxt({ ...publication, link_markdown: true }, copies, 'https://signpost.test');
    expect(linked).toContain(
      '- [Home, as the owner named it](https://signpost.test/s/widget-test/pages/index.md): Start here.',
    );
    expect(linked).toContain('- [Guide](https://signpost.test/s/widget-test/pages/guide.md)');
    expect(linked).toContain('- [Guide again](https://widget.test/guide?tab=2)');
    expect(linked).toContain('(https://widget.test/llms-full-docs.txt)');
  });
});
