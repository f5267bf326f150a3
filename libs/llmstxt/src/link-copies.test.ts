import { describe, expect, it } from 'vitest';
import { generateLlmsTxt } from './generate.js';
import { linkCopies } from './link-copies.js';
import { parseLlmsTxt } from './parse.js';

const copies = new Map([
  ['https://docs.example/install', 'https://signpost.example/s/docs/pages/install.md'],
  ['https://docs.example/', 'https://signpost.example/s/docs/pages/index.md'],
]);

describe('linkCopies', () => {
  it('points the links of the pages that have a copy at it, keeping titles, notes and the rest', () => {
    const file = generateLlmsTxt({
      siteName: 'Docs',
      summary: 'The documentation.',
      pages: [
        { url: 'https://docs.example/', title: 'Home [v2]', description: 'Start here.', category: 'docs' },
        {
          url: 'https://docs.example/install',
          title: 'Install',
          description: 'How to install.',
          category: 'docs',
        },
        { url: 'https://docs.example/deploy', title: 'Deploy', description: '', category: 'docs' },
      ],
    });
    const linked = linkCopies(file, (url) => copies.get(url));
    const links = parseLlmsTxt(linked).sections.flatMap((section) => section.links);
    expect(new Map(links.map(({ title, url, notes }) => [title, { url, notes }]))).toEqual(
      new Map([
        ['Home ［v2］', { url: 'https://signpost.example/s/docs/pages/index.md', notes: 'Start here.' }],
        ['Install', { url: 'https://signpost.example/s/docs/pages/install.md', notes: 'How to install.' }],
        ['Deploy', { url: 'https://docs.example/deploy', notes: null }],
      ]),
    );
    expect(linked.split('\n').slice(0, 3)).toEqual(file.split('\n').slice(0, 3));
  });

  it('leaves links in code blocks and outside list items alone', () => {
    const file = [
      '# Docs',
      '',
      'See [install](https://docs.example/install).',
      '```',
      '- [Install](https://docs.example/install)',
      '```',
      '- [Install](https://docs.example/install)',
    ].join('\n');
    expect(linkCopies(file, (url) => copies.get(url)).split('\n')).toEqual([
      ...file.split('\n').slice(0, 6),
      '- [Install](https://signpost.example/s/docs/pages/install.md)',
    ]);
  });
});
