import { describe, expect, it } from 'vitest';
import { extractPageLinks } from './page-links.js';

describe('extractPageLinks', () => {
  it('returns normalised, unique http(s) links in document order', () => {
    const html = `<a href="/b">B</a><a href="a#top">A</a><a href="/b?utm_source=x">B again</a>
      <a href="mailto:hi@example.com">mail</a><a href="tel:+1">call</a><a href="javascript:void(0)">js</a>
      <a href="https://other.example/x">other</a><a>no href</a>`;
    expect(extractPageLinks(html, 'https://example.com/docs/')).toEqual([
      'https://example.com/b',
      'https://example.com/docs/a',
      'https://other.example/x',
    ]);
  });

  it('resolves against <base href>', () => {
    const html = '<head><base href="https://example.com/v2/"></head><a href="guide">Guide</a>';
    expect(extractPageLinks(html, 'https://example.com/')).toEqual(['https://example.com/v2/guide']);
  });

  it("reads a link written from the root against each page's own origin and base", () => {
    const html = '<a href="/guide"> </a><a href=" /guide?utm_source=x">Guide</a><a href="guide">Here</a>';
    expect(extractPageLinks(html, 'https://one.example/a/')).toEqual([
      'https://one.example/guide',
      'https://one.example/a/guide',
    ]);
    expect(extractPageLinks(html, 'http://two.example:8080/b/')).toEqual([
      'http://two.example:8080/guide',
      'http://two.example:8080/b/guide',
    ]);
    const withBase = '<head><base href="https://cdn.example/x/"></head><a href="/guide">Guide</a>';
    expect(extractPageLinks(withBase, 'https://one.example/')).toEqual(['https://cdn.example/guide']);
  });
});
