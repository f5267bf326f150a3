import { describe, expect, it } from 'vitest';
import { readPage } from './page-facts.js';

const URL_OF_PAGE = 'https://docs.example.com/guide/page';
const read = (html: string, linkHeader: string | null = null) =>
  readPage({ url: URL_OF_PAGE, html, linkHeader });
const PROSE = 'Agents read the words of this guide without running any of its scripts at all.';

describe('reading a page', () => {
  it('reads a page nested 100,000 elements deep, past the depth kept, and keeps its text', () => {
    const html = `<html><body>${'<div>'.repeat(100_000)}deep text${'</div>'.repeat(100_000)}<p>after</p></body></html>`;
    expect(read(html).html).toMatchObject({ textChars: 'deep textafter'.length, shell: false });
  });

  it('reads the text an agent without scripts reads, and where the content begins', () => {
    const html = [
      '<!doctype html><html><head><title>Guide &amp; more</title><style>p { color: red }</style></head>',
      '<body><nav>Home Docs</nav><script>var hidden = "script text";</script><noscript>enable scripts</noscript>',
      `<template><p>template text</p></template><svg><text>drawing</text></svg><main><p>${PROSE} Fish &amp; chips.</p></main>`,
      '</body></html>',
    ].join('');
    const facts = read(html).html;
    expect(facts).toMatchObject({
      textChars: `Home Docs${PROSE} Fish & chips.`.length,
      beforeMainChars: 'Home Docs'.length,
    });
    expect(facts?.contentWords).toEqual(expect.arrayContaining(['agents', 'guide', 'scripts', 'chips']));
    expect(facts?.contentWords).not.toContain('script');
  });

  it('tells an application shell, noindex, the canonical address, a bot challenge and the generator', () => {
    const shell = read(
      '<html><head><title>Just a moment...</title><meta name="Robots" content="noindex, follow"><link rel="canonical" href="/guide/"><meta name="generator" content="Docusaurus v3.8.1"></head><body><div id="root"></div><script src="/app.js"></script></body></html>',
    ).html;
    expect(shell).toEqual(
      expect.objectContaining({
        shell: true,
        noindex: true,
        canonical: 'https://docs.example.com/guide/',
        challenge: true,
        framework: 'Docusaurus',
      }),
    );
    expect(
      read(
        `<html><body><div id="root"><p>${PROSE.repeat(5)}</p></div><script src="/app.js"></script></body></html>`,
      ).html?.shell,
    ).toBe(false);
  });

  it('keeps the first few relations of each kind, so that addresses elsewhere cannot crowd out the site’s own', () => {
    const elsewhere = '<link rel="describedby" href="https://other.example/llms.txt">'.repeat(2_000);
    const { relations } = read(
      `<html><head>${elsewhere}<link rel="describedby" href="/guide/llms.txt"><link rel="stylesheet" href="/a.css"></head></html>`,
      '<https://other.example/x.md>; rel="alternate"; type="text/markdown"',
    );
    expect(relations.length).toBeLessThan(20);
    expect(relations).toContainEqual({
      rel: 'describedby',
      href: 'https://docs.example.com/guide/llms.txt',
      type: null,
      where: 'html',
    });
    expect(relations.filter((relation) => relation.rel === 'alternate')).toHaveLength(1);
    expect(relations.some((relation) => relation.rel === 'stylesheet')).toBe(false);
  });
});
