import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.js';
import { extractSiteIdentity } from './site-identity.js';

const page = (head: string, body: string) =>
  extractPage(`<html><head>${head}</head><body>${body}</body></html>`, 'https://docs.acme.test/guide/x');

describe('page titles without the badges copied from the heading', () => {
  it('drops VitePress badges that the generator wrote into <title>', () => {
    const extracted = page(
      '<title>Custom Benchmark Provider 5.0.0 advanced | Vitest</title>',
      `<main><h1 id="custom">Custom Benchmark Provider <span class="VPBadge warning"><!--[-->5.0.0<!--]-->+ </span>
        <span class="VPBadge danger">advanced</span> <a class="header-anchor" href="#custom">\u200B</a></h1>
        <p>Write your own benchmark provider when the built-in one does not fit your runner.</p></main>`,
    );
    expect(extracted.title).toBe('Custom Benchmark Provider | Vitest');
    expect(extracted.headings[0]).toBe('Custom Benchmark Provider');
  });

  it('drops Docusaurus and Starlight badges, and a heading without <title> reads the same', () => {
    const docusaurus = page(
      '<title>createSlice beta | Redux Toolkit</title>',
      '<article><h1>createSlice <span class="badge badge--secondary">beta</span></h1></article>',
    );
    expect(docusaurus.title).toBe('createSlice | Redux Toolkit');
    const starlight = page('', '<main><h1>Sidebar <span class="sl-badge note">New</span></h1></main>');
    expect(starlight.title).toBe('Sidebar');
  });

  it('keeps version numbers that are part of the title, not badges', () => {
    const extracted = page(
      '<title>Python 3.12 release notes</title>',
      '<main><h1>Python 3.12 release notes</h1></main>',
    );
    expect(extracted.title).toBe('Python 3.12 release notes');
    const otherWords = page(
      '<title>Migrating to version 5 | Acme</title>',
      '<main><h1>Migrating <span class="badge">new</span></h1></main>',
    );
    expect(otherWords.title).toBe('Migrating to version 5 | Acme');
  });

  it('drops permalink marks (#, ¶, zero-width spaces) from headings', () => {
    const extracted = page(
      '<title>Install</title>',
      `<main><h1>Install<a class="headerlink" href="#install" title="Permalink">¶</a></h1>
        <h2>Requirements <a href="#req" class="hash-link">#</a></h2><h2><a href="#usage">Usage</a></h2></main>`,
    );
    expect(extracted.headings).toEqual(['Install', 'Requirements', 'Usage']);
  });

  it('prefers og:title when <title> is only the site name', () => {
    const extracted = page(
      `<title> Quarterly Review </title><meta property="og:site_name" content="Quarterly Review">
       <meta property="og:title" content="The hidden history of chaos theory">`,
      '<main><h1>The hidden history of chaos theory</h1></main>',
    );
    expect(extracted.title).toBe('The hidden history of chaos theory');
    const home = page(
      '<title>Quarterly Review</title><meta property="og:site_name" content="Quarterly Review">',
      '<main><h1>This week: chaos</h1></main>',
    );
    expect(home.title).toBe('Quarterly Review');
  });
});

describe('entities and invisible characters in titles and descriptions', () => {
  it('decodes entities a generator escaped twice and drops soft hyphens', () => {
    const extracted = page(
      `<title>Dokumentations&amp;shy;website | Starlight</title>
       <meta name="description" content="Ein Überblick über die Komponenten&amp;shy;eigenschaften und Mugabe&amp;#039;s &amp;quot;Blue House&amp;quot;.">`,
      '',
    );
    expect(extracted.title).toBe('Dokumentationswebsite | Starlight');
    expect(extracted.description).toBe(
      'Ein Überblick über die Komponenteneigenschaften und Mugabe\'s "Blue House".',
    );
  });

  it('reads a description that is only an escaped non-breaking space as none', () => {
    const extracted = page(
      '<title>configureStore | Redux Toolkit</title><meta name="description" content="&amp;nbsp;">',
      '<main><h1>configureStore</h1><p>A friendly abstraction over the standard Redux createStore function.</p></main>',
    );
    expect(extracted.declaredDescription).toBe('');
    expect(extracted.description).toBe(
      'A friendly abstraction over the standard Redux createStore function.',
    );
  });

  it('leaves a text that only looks like an entity, and zero-width joiners, as written', () => {
    const extracted = page(
      '<title>Query strings: a=1&amp;para=2 and 👩\u200D💻 emoji</title>',
      '<main><h1>Query strings</h1></main>',
    );
    expect(extracted.title).toBe('Query strings: a=1&para=2 and 👩\u200D💻 emoji');
  });

  it('cleans the site name the same way', () => {
    const html = '<meta property="og:site_name" content="Caf&amp;eacute; Docs\u00AD"><title>x</title>';
    const identity = extractSiteIdentity(html, 'https://cafe.test/', extractPage(html, 'https://cafe.test/'));
    expect(identity.siteName).toBe('Café Docs');
  });
});
