import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from './html-document.js';
import {
  firstInPage,
  forgetPageIndex,
  isAttached,
  markupAsParsed,
  matchesInOneWalk,
  selectInPage,
} from './page-query.js';

const PAGE = `<!doctype html><html lang="en"><head><title>Guide</title>
<meta name="description" content="A guide"><link rel="Canonical alternate" href="/guide">
<script type="application/ld+json">{}</script></head>
<body><nav class="menu"><a href="/a">A</a><h2>Menu</h2></nav>
<main><h1 id="top">Guide</h1><article><h2>Install</h2><p>Run <a href="#x">it</a>.</p></article>
<area href="/map"><a href="/b">B</a><div class="sr-only">hidden</div></main>
<footer role="contentinfo"><h3>Company</h3></footer></body></html>`;

const SELECTORS = [
  'a[href], area[href]',
  'main h1, [role="main"] h1, article h1',
  'h1, h2, h3',
  'link[rel~="canonical" i][href]',
  'meta[name="description" i]',
  'script[type="application/ld+json"]',
  '[class], [id]',
  'nav, [role="navigation"], aside',
  'footer, [role="contentinfo"]',
  'html',
  'base[href]',
  '.menu, [class*="MEN" i], [class^="sr-"], a[href^="#"]',
  '[class*="men"]:not(nav), [role="contentinfo"]',
];

describe('selectInPage', () => {
  it.each(SELECTORS)('finds what cheerio finds for %s, in document order', (selector) => {
    for (const $ of [load(PAGE), parseHtmlDocument(PAGE)]) {
      expect(selectInPage($, selector)).toEqual($(selector).toArray());
      expect(firstInPage($, selector)).toBe($(selector).toArray()[0]);
    }
  });

  it('answers from the page as parsed until told the page changed', () => {
    const $ = parseHtmlDocument(PAGE);
    expect(selectInPage($, 'h2')).toHaveLength(2);
    $('nav').remove();
    forgetPageIndex($);
    expect(selectInPage($, 'h2').map((element) => $(element).text())).toEqual(['Install']);
  });
});

describe('matchesInOneWalk', () => {
  it('takes every group in one walk, and tells what a later change took out', () => {
    const $ = parseHtmlDocument(PAGE);
    const root = $.root()[0]!;
    const found = matchesInOneWalk(root, { links: 'a[href]', headings: 'h1, h2, h3', hidden: '.sr-only' });
    expect(found.links).toEqual($('a[href]').toArray());
    expect(found.headings).toEqual($('h1, h2, h3').toArray());
    expect(found.hidden).toHaveLength(1);
    $('nav').remove();
    expect(found.links.filter((link) => isAttached(link, root)).map((link) => link.attribs['href'])).toEqual([
      '#x',
      '/b',
    ]);
  });
});

describe('selectors with attributes and without tags', () => {
  it('finds what cheerio finds, whatever part of the selector names the attribute', () => {
    const page =
      '<!doctype html><html><head></head><body><div class="toc-side" id="a"><span class="sr-only">x</span></div>' +
      '<p role="button" hidden>y</p><nav aria-label="Breadcrumb trail"><ol class="breadcrumb"><li>z</li></ol></nav>' +
      '<button>b</button><input value="1"></body></html>';
    const selectors = [
      '[class^="toc"], .sr-only',
      'button, [role="button"], input',
      '[hidden], [aria-hidden="true"]',
      'nav[aria-label*="breadcrumb" i], ol[class*="breadcrumb" i]',
      '[id]:not(.missing)',
      'div > span, p',
    ];
    for (const $ of [load(page), parseHtmlDocument(page)]) {
      for (const selector of selectors) {
        expect(selectInPage($, selector)).toEqual($(selector).toArray());
        const root = $.root()[0]!;
        expect(matchesInOneWalk(root, { found: selector }).found).toEqual($(selector).toArray());
      }
    }
  });
});

describe('markupAsParsed', () => {
  it("gives an element's markup as the page wrote it, until the page is changed", () => {
    const $ = parseHtmlDocument(PAGE);
    const nav = firstInPage($, 'nav');
    if (nav === undefined) throw new Error('no nav');
    expect(markupAsParsed($, nav)).toBe('<nav class="menu"><a href="/a">A</a><h2>Menu</h2></nav>');
    forgetPageIndex($);
    expect(markupAsParsed($, nav)).toBeNull();
  });

  it("knows nothing of a page parsed without its elements' places", () => {
    const $ = load(PAGE);
    const nav = firstInPage($, 'nav');
    if (nav === undefined) throw new Error('no nav');
    expect(markupAsParsed($, nav)).toBeNull();
  });
});
