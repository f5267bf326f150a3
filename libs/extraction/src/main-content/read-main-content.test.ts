import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { readMainContent } from './read-main-content.js';

const ARTICLE = (head: string) => `<html><head>${head}<title>Start</title></head><body><main>
  <h1>Start</h1>
  <p>Read the <a href="install">install guide</a> and the <a href="/docs/faq">questions</a> first, then
  come back here to finish setting up your account, your team, and the projects they share.</p>
  <p>Each project has its own settings, its own members, and its own history of changes.</p>
  </main></body></html>`;

const hrefsOf = (html: string) =>
  load(html)('a')
    .toArray()
    .map((link) => link.attribs['href']);

describe('readMainContent', () => {
  it('gives the content’s links absolute, against the page’s address', () => {
    const main = readMainContent(load(ARTICLE('')), 'https://acme.test/guide/start');
    expect(hrefsOf(main.html)).toEqual(['https://acme.test/guide/install', 'https://acme.test/docs/faq']);
  });

  it('resolves them against the page’s own base when it names one', () => {
    const main = readMainContent(load(ARTICLE('<base href="/v2/">')), 'https://acme.test/guide/start');
    expect(hrefsOf(main.html)).toEqual(['https://acme.test/v2/install', 'https://acme.test/docs/faq']);
  });
});

const POST = `<p>The harbour froze over for the first time in forty years, and the ferries stayed in port while
  the town walked across the ice to the island, carrying bread, lanterns and a brass band.</p>
  <p>By the third day the ice was thick enough for a market, and stalls sold soup, skates and maps of
  the safe paths, which the harbour master redrew each morning after measuring the ice himself.</p>
  <p>When the thaw came the band played once more on the shore, and the first ferry left at noon.</p>`;

const page = (title: string, body: string) =>
  `<html><head><title>${title}</title></head><body>${body}</body></html>`;

describe('readMainContent on articles', () => {
  it('reads the <main> that holds the text, not an empty one before it', () => {
    const html = page('Ice', `<main class="top"></main><main role="main"><h1>Ice</h1>${POST}</main>`);
    expect(readMainContent(load(html), 'https://news.test/ice').markdown).toContain('the town walked');
  });

  it('reads the post, not the <article>s of its comments, when the post itself is not an <article>', () => {
    const comments = ['First!', 'Lovely story, my grandfather skated there too.']
      .map((text) => `<article class="comment"><p>${text}</p></article>`)
      .join('');
    const html = page('Ice', `<div class="post"><h1>Ice</h1>${POST}</div><section>${comments}</section>`);
    const { markdown } = readMainContent(load(html), 'https://news.test/ice');
    expect(markdown).toContain('the town walked');
    expect(markdown).toContain('the first ferry left at noon');
  });

  it('reads the <article> holding the title, not the teaser articles of other posts beside it', () => {
    const teaser = (topic: string) =>
      `<article class="postbox"><p>${topic} ${POST.replace(/<\/?p>/g, ' ').slice(0, 400)}</p>` +
      `<p><a href="/${topic}">Read more</a></p></article>`;
    const related = ['Tides', 'Lanterns', 'Ferries', 'Markets'].map(teaser).join('');
    const html = page(
      'Ice',
      `<div id="primary"><article class="post"><h1>Ice</h1>${POST}</article>` +
        `<article class="related"><h3>You may also like</h3>${related}</article></div>`,
    );
    const { markdown } = readMainContent(load(html), 'https://news.test/ice');
    expect(markdown).toContain('the first ferry left at noon');
    expect(markdown).not.toContain('You may also like');
    expect(markdown).not.toContain('Lanterns');
  });

  it('keeps the heading that repeats the page title, first-level, where it stood', () => {
    const html = page(
      'The winter the harbour froze | Town News',
      `<article><h1>The winter the harbour froze</h1>${POST}</article>`,
    );
    const { markdown } = readMainContent(load(html), 'https://news.test/ice');
    expect(markdown.startsWith('# The winter the harbour froze\n\nThe harbour froze over')).toBe(true);
  });

  it('writes emphasis with asterisks, which also mark emphasis within a word', () => {
    const html = page('Ice', `<article>${POST}<p>It was <em>un</em>forgettable.</p></article>`);
    expect(readMainContent(load(html), 'https://news.test/ice').markdown).toContain(
      'It was *un*forgettable.',
    );
  });
});

describe('readMainContent on a page that is mostly one table', () => {
  it('keeps the introduction, the caption and the header row, not the table’s rows alone', () => {
    const rows = Array.from(
      { length: 40 },
      (_, index) =>
        `<tr><td><p><code>widgets.legacy.option_number_${index}</code></p></td><td><p>2.${index}</p></td>` +
        `<td><p>the <code>widgets.options.current_option_${index}</code> setting</p></td></tr>`,
    ).join('\n');
    const html = page(
      'Retired options',
      `<div role="main"><section><h1>Retired options</h1>
      <p>Options are kept for two major versions after they are retired, then removed.</p>
      <p>The following options are retired.</p>
      <table><caption>retired options</caption><colgroup><col /><col /><col /></colgroup>
      <thead><tr><th><p>Option</p></th><th><p>Retired</p></th><th><p>Use instead</p></th></tr></thead>
      <tbody>${rows}</tbody></table></section></div>`,
    );
    const { markdown } = readMainContent(load(html), 'https://docs.test/retired.html');
    expect(markdown).toContain('Options are kept for two major versions');
    expect(markdown).toContain(
      'retired options\n\n| Option | Retired | Use instead |\n| --- | --- | --- |\n',
    );
    expect(markdown).toContain('| `widgets.legacy.option_number_39` | 2.39 |');
  });
});
