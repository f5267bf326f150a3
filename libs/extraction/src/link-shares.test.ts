import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.js';
import { linkSharesOf } from './link-shares.js';

const shares = (html: string) => linkSharesOf(load(html, null, false).root());

describe('linkSharesOf', () => {
  it('finds a list of links mostly links, line by line', () => {
    const items = Array.from(
      { length: 12 },
      (_, n) => `<li><a href="/post-${n}">Post number ${n} of the blog</a></li>`,
    );
    const result = shares(`<h2>Tagged “release”</h2><ul>${items.join('')}</ul>`);
    expect(result.linkDensity).toBeGreaterThan(0.9);
    expect(result.linkListShare).toBe(1);
  });

  it('finds prose with a few links in it mostly prose', () => {
    const paragraph =
      '<p>Install the package with npm, then read the <a href="/docs/config">configuration guide</a> to set ' +
      'the options your project needs before you deploy it to production for the first time.</p>';
    const result = shares(`<h1>Install</h1>${paragraph.repeat(4)}`);
    expect(result.linkDensity).toBeLessThan(0.15);
    expect(result.linkListShare).toBe(0);
  });

  it('walks deep nesting one node at a time', () => {
    const deep = `${'<div>'.repeat(5_000)}<a href="/x">deep link</a>${'</div>'.repeat(5_000)}`;
    expect(shares(deep).linkDensity).toBe(1);
  });
});

describe('extractPage keeps what the markup says of links', () => {
  it('measures a tag page as a listing although its markdown keeps no link', () => {
    const posts = Array.from(
      { length: 15 },
      (_, n) => `<li><a href="/blog/post-${n}">How we shipped feature ${n} to every customer</a></li>`,
    ).join('');
    const page = extractPage(
      `<html><head><title>Posts tagged release</title></head><body><main><h1>Posts tagged “release”</h1><ul>${posts}</ul></main></body></html>`,
      'https://example.com/tags/release',
    );
    expect(page.markdown).not.toContain('](');
    expect(page.linkDensity).toBeGreaterThan(0.8);
    expect(page.linkListShare).toBe(1);
  });
});
