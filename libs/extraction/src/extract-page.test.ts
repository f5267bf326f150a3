import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.js';

const ARTICLE_PAGE = `<!doctype html>
<html lang="en_us">
<head>
  <title>  Getting   started
    | Acme Docs </title>
  <meta name="Description" content="  Install Acme and ship your first project in five minutes. ">
  <meta property="og:description" content="Not used: the meta description wins.">
  <script>window.tracking = "should never appear";</script>
  <style>.hidden { display: none }</style>
</head>
<body>
  <header><a href="/">Acme</a><h1>Site banner heading</h1></header>
  <nav role="navigation"><h2>Menu</h2><a href="/docs">Docs</a><a href="/pricing">Pricing</a></nav>
  <main>
    <h1>Getting started</h1>
    <p>Install the command line tool.</p><p>Then run <code>acme init</code>.</p>
    <h2>Requirements</h2>
    <ul><li>Node 22</li><li>Git</li></ul>
    <form><input name="q"><button>Search</button></form>
    <h3>Optional extras</h3>
    <noscript>Enable JavaScript</noscript>
  </main>
  <aside><h3>Related</h3>Sidebar text</aside>
  <footer><h3>Company</h3>Copyright Acme</footer>
</body>
</html>`;

describe('extractPage', () => {
  const page = extractPage(ARTICLE_PAGE, 'https://acme.dev/docs/getting-started');

  it('reads the title from <title>, whitespace collapsed', () => {
    expect(page.title).toBe('Getting started | Acme Docs');
  });

  it('prefers the meta description, matched case-insensitively', () => {
    expect(page.description).toBe('Install Acme and ship your first project in five minutes.');
  });

  it('lists h1 to h3 outside navigation, sidebars and footers', () => {
    expect(page.headings).toEqual([
      'Site banner heading',
      'Getting started',
      'Requirements',
      'Optional extras',
    ]);
  });

  it('reads the main text only, with block boundaries as spaces', () => {
    expect(page.text).toBe(
      'Getting started Install the command line tool. Then run acme init. Requirements Node 22 Git Optional extras',
    );
    expect(page.text).not.toMatch(/tracking|Sidebar|Copyright|Menu|Search|Enable JavaScript/);
    expect(page.wordCount).toBe(17);
  });

  it('hashes the main text', () => {
    expect(page.contentHash).toBe(createHash('sha256').update(page.text).digest('hex'));
    expect(extractPage(ARTICLE_PAGE.replace('Git', 'Mercurial'), 'https://acme.dev/x').contentHash).not.toBe(
      page.contentHash,
    );
  });

  it('canonicalises the declared language and guesses the category', () => {
    expect(page.language).toBe('en-US');
    expect(page.category).toBe('tutorial');
  });

  it('falls back to og:title, then the first h1', () => {
    const withOg = extractPage(
      '<meta property="og:title" content="Open Graph title"><h1>Heading</h1>',
      'https://a.com/x',
    );
    expect(withOg.title).toBe('Open Graph title');
    expect(extractPage('<body><h1>Only <em>a</em> heading</h1></body>', 'https://a.com/x').title).toBe(
      'Only a heading',
    );
    expect(extractPage('<svg><title>icon</title></svg><h1>Real</h1>', 'https://a.com/x').title).toBe('Real');
  });

  it('falls back to og:description, then the first paragraph of 40 characters or more', () => {
    const og = extractPage('<meta property="og:description" content="From Open Graph">', 'https://a.com/x');
    expect(og.description).toBe('From Open Graph');
    const long = `${'word '.repeat(60)}end`;
    const paragraphs = extractPage(`<main><p>Too short.</p><p>${long}</p></main>`, 'https://a.com/x');
    expect(paragraphs.description.length).toBeLessThanOrEqual(200);
    expect(paragraphs.description).toMatch(/^word word .* word…$/);
  });

  it('uses the <article>s when there is no <main>', () => {
    const html =
      '<body><div>Outside</div><article><p>First</p></article><article><p>Second</p></article></body>';
    expect(extractPage(html, 'https://a.com/blog').text).toBe('First Second');
  });

  it('removes role=navigation, hidden elements and templates', () => {
    const html = `<body><div role="navigation">Links</div><p hidden>Hidden</p><template>Tpl</template>
      <div aria-hidden="true">Decor</div><p>Visible</p></body>`;
    expect(extractPage(html, 'https://a.com/x').text).toBe('Visible');
  });

  it('caps headings at 30 and the text at 100,000 characters', () => {
    const headings = Array.from({ length: 40 }, (_, i) => `<h2>Section ${i}</h2>`).join('');
    const body = `<p>${'lorem ipsum '.repeat(10_000)}</p>`;
    const page = extractPage(`<main>${headings}${body}</main>`, 'https://a.com/x');
    expect(page.headings).toHaveLength(30);
    expect(page.text.length).toBe(100_000);
    expect(page.wordCount).toBe(20_000 + 80);
  });

  it('counts CJK ideographs as words', () => {
    expect(extractPage('<p>東京は大きい city</p>', 'https://a.com/x').wordCount).toBe(7);
  });

  it('survives empty and malformed markup', () => {
    const empty = extractPage('', 'https://a.com/');
    expect(empty).toMatchObject({
      title: '',
      description: '',
      headings: [],
      wordCount: 0,
      text: '',
      language: null,
    });
    expect(extractPage('<html lang="not a tag!"><p>Unclosed <b>bold', 'https://a.com/x')).toMatchObject({
      text: 'Unclosed bold',
      language: null,
    });
  });

  it(
    'does not overflow on deeply nested markup',
    () => {
      const depth = 20_000;
      const html = `${'<div>'.repeat(depth)}deep${'</div>'.repeat(depth)}`;
      expect(extractPage(html, 'https://a.com/x').text).toBe('deep');
    },
    // Parsing 20,000 nested elements takes seconds on its own (parse5 walks its open elements), more on a busy machine.
    120_000,
  );
});

describe('extractPage: markdown, markdown alternate and dates', () => {
  const html = `<html><head><title>Guide</title>
    <link rel="alternate" type="text/markdown" href="/guide.md">
    <meta property="article:modified_time" content="2024-05-06T07:08:09Z"></head>
    <body><nav><a href="/">Home</a></nav><main><h1>Install</h1><p>Run <code>npm i</code> then read
    <a href="/docs">the <strong>docs</strong></a>.</p><ul><li>One</li><li>Two <em>too</em></li></ul>
    <ol><li>First</li></ol><pre>line 1
line 2</pre><blockquote><p>Quoted</p></blockquote>
    <table><tr><th>Plan</th><th>Price</th></tr><tr><td>Pro</td><td>$5</td></tr></table></main>
    <footer>Copyright</footer></body></html>`;
  const page = extractPage(html, 'https://acme.dev/guide');

  it('writes the main content as markdown without the boilerplate, links as their text', () => {
    expect(page.markdown).toBe(
      [
        '# Install',
        'Run `npm i` then read the **docs**.',
        '- One\n- Two *too*',
        '1. First',
        '```\nline 1\nline 2\n```',
        '> Quoted',
        '| Plan | Price |\n| --- | --- |\n| Pro | $5 |',
      ].join('\n\n'),
    );
  });

  it('finds the markdown alternate and the modification date', () => {
    expect(page.markdownUrl).toBe('https://acme.dev/guide.md');
    expect(page.lastModified).toBe('2024-05-06T07:08:09.000Z');
  });

  it('falls back to the Last-Modified header', () => {
    const dated = extractPage('<p>x</p>', 'https://a.com/x', {
      lastModifiedHeader: 'Wed, 01 Jan 2025 00:00:00 GMT',
    });
    expect(dated.lastModified).toBe('2025-01-01T00:00:00.000Z');
    expect(dated.markdownUrl).toBeNull();
  });

  it(
    'escapes markdown syntax in text and survives deep nesting',
    () => {
      expect(extractPage('<p>a*b_c [x]</p>', 'https://a.com/x').markdown).toBe('a\\*b\\_c \\[x\\]');
      const deep = `${'<div>'.repeat(20_000)}deep${'</div>'.repeat(20_000)}`;
      expect(extractPage(deep, 'https://a.com/x').markdown).toBe('deep');
    },
    // Parsing 20,000 nested elements takes seconds on its own (parse5 walks its open elements), more on a busy machine.
    120_000,
  );
});
