import { describe, expect, it } from 'vitest';
import { isMarkdownAlternate, parseLinkHeader } from './link-relations.js';
import { markdownCandidates } from './markdown-copies.js';
import { pageKey, pageOfMarkdown } from './page-keys.js';
import { readPage } from './reading/page-facts.js';

const PAGE = 'https://docs.example.com/docs/page.html';

describe('link relations, as version 2 of the proposal declares them', () => {
  it('reads the proposal’s own Link header example: the markdown alternate and the covering llms.txt', () => {
    const { relations } = parseLinkHeader(
      '</docs/page.html.md>; rel="alternate"; type="text/markdown", </docs/llms.txt>; rel="describedby"',
      PAGE,
    );
    expect(relations).toEqual([
      {
        rel: 'alternate',
        href: 'https://docs.example.com/docs/page.html.md',
        type: 'text/markdown',
        where: 'header',
      },
      { rel: 'describedby', href: 'https://docs.example.com/docs/llms.txt', type: null, where: 'header' },
    ]);
    expect(relations.filter(isMarkdownAlternate)).toHaveLength(1);
  });

  it('reads the same as <link> elements, and the older rel="llms-txt"', () => {
    const html =
      '<head><link rel="alternate" type="text/markdown" href="page.html.md"><link rel="describedby" href="/docs/llms.txt"><link rel="llms-txt" href="/llms.txt"></head>';
    const { relations } = readPage({ url: PAGE, html, linkHeader: null });
    expect(relations.map(({ rel, href }) => `${rel} ${href}`)).toEqual([
      'alternate https://docs.example.com/docs/page.html.md',
      'describedby https://docs.example.com/docs/llms.txt',
      'llms-txt https://docs.example.com/llms.txt',
    ]);
  });
});

describe('markdown copies', () => {
  it('looks where version 2 allows: page.html.md or page.md, index.md or index.html.md for a folder', () => {
    expect(markdownCandidates(PAGE)).toEqual([
      'https://docs.example.com/docs/page.html.md',
      'https://docs.example.com/docs/page.md',
    ]);
    expect(markdownCandidates('https://docs.example.com/docs/')).toEqual([
      'https://docs.example.com/docs/index.md',
      'https://docs.example.com/docs/index.html.md',
    ]);
    expect(markdownCandidates('https://docs.example.com/docs/page')[0]).toBe(
      'https://docs.example.com/docs/page.md',
    );
  });

  it('counts a markdown copy as its page', () => {
    expect(pageOfMarkdown('https://docs.example.com/docs/index.html.md')).toBe(
      'https://docs.example.com/docs/',
    );
    expect(pageKey('https://docs.example.com/docs/page.html.md')).toBe(pageKey(PAGE));
    expect(pageKey('https://www.docs.example.com/docs/guide.md')).toBe(
      pageKey('https://docs.example.com/docs/guide/'),
    );
  });
});
