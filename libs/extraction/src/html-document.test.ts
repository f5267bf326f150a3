import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.js';
import { parseHtmlDocument, parseHtmlFragment } from './html-document.js';

describe('parseHtmlDocument', () => {
  it('reads a page that spells out its structure as parse5 would', () => {
    const page =
      '<!DOCTYPE html><html lang="fr"><head><title>T &amp; U</title><meta name="x" content="y"></head>' +
      '<body><p>One<p>Two<ul><li>a<li>b</ul><table><tr><td>cell</td></tr></table></body></html>';
    const fast = parseHtmlDocument(page);
    const spec = load(page);
    for (const selector of ['title', 'p', 'li', 'td', 'meta', 'html[lang]', 'body > *']) {
      expect(
        fast(selector)
          .toArray()
          .map((element) => fast(element).text()),
      ).toEqual(
        spec(selector)
          .toArray()
          .map((element) => spec(element).text()),
      );
    }
  });

  it('builds the head and body a page leaves implied', () => {
    const $ = parseHtmlDocument('<title>Bare</title><p>Text</p>');
    expect($('head > title').text()).toBe('Bare');
    expect($('body > p').text()).toBe('Text');
  });

  it('builds them when content stands outside the body', () => {
    const $ = parseHtmlDocument('<html><head></head><body><p>In</p></body></html><div>After</div>');
    expect($('body div').text()).toBe('After');
  });
});

describe('a page read by htmlparser2', () => {
  it('gives the markdown parse5 gives, quotes, signs and every script included', () => {
    const page =
      '<!doctype html><html lang="ja"><head><title>設定</title></head><body><main><h1>設定</h1>' +
      "<p>Call <code>underline(s, line='=')</code> to draw a rule under a title of any length.</p>" +
      '<p>値は「1.5」です。=で始まる行も、+と-と#も、そのまま読めるように書かれています。</p>' +
      '<p>2026. A year that begins a line, &amp; an ampersand &lt;tag&gt; and a&nbsp;no-break space.</p>' +
      '</main></body></html>';
    const url = 'https://example.com/ja/settings';
    expect(extractPage(parseHtmlDocument(page), url).markdown).toBe(extractPage(load(page), url).markdown);
  });
});

describe('parseHtmlFragment', () => {
  it('drops the table parts that stand outside a table, as a browser does', () => {
    const $ = parseHtmlFragment('<div><td><p>Lead text</p></td></div>');
    expect($('td')).toHaveLength(0);
    expect($('div > p').text()).toBe('Lead text');
  });

  it('keeps everything else as written', () => {
    const $ = parseHtmlFragment('<section><p>One <em>two</em></p></section>');
    expect($.root().children().first().prop('tagName')).toBe('SECTION');
    expect($('p').text()).toBe('One two');
  });
});
