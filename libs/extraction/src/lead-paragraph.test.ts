import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { readLeadParagraph, summarise } from './lead-paragraph.js';

const lead = (html: string) => {
  const $ = load(html);
  return readLeadParagraph($('body'));
};

describe('summarise', () => {
  it('keeps a paragraph of 200 characters or fewer whole', () => {
    const text = 'Vitest runs your tests in parallel workers. It reuses the Vite config of your app.';
    expect(summarise(text)).toBe(text);
  });

  it('cuts at the last sentence end that fits, never before 80 characters', () => {
    const first = 'Mocking replaces a module with a stand-in that records how the code under test calls it.';
    const second = 'Use it for network clients, timers and anything slow or not deterministic.';
    const third =
      'The rest of this guide shows each kind of mock, from functions to whole modules, with examples.';
    expect(summarise(`${first} ${second} ${third}`)).toBe(`${first} ${second}`);
    const short = 'It is fast.';
    const long = `${'Configuration options are read from the file at the root of the project and merged '.repeat(3)}.`;
    const cut = summarise(`${short} ${long}`);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(200);
  });

  it('does not end a sentence at an abbreviation, a decimal or an initial', () => {
    const text =
      'Runners such as Jest, Mocha, etc. are supported by version 2.5 and later, e.g. through adapters written by J. Smith and maintained by the community. Every adapter maps the runner API onto ours. More follows.';
    expect(summarise(text)).toBe(
      'Runners such as Jest, Mocha, etc. are supported by version 2.5 and later, e.g. through adapters written by J. Smith and maintained by the community. Every adapter maps the runner API onto ours.',
    );
  });

  it('ends Chinese and Japanese sentences at their own full stops', () => {
    const sentence =
      '谷歌在二零一四年收购的人工智能公司开发出一款能够用自己的记忆学习新知识并利用这些知识来回答问题的计算机。';
    expect(summarise(sentence.repeat(5))).toBe(sentence.repeat(3));
  });
});

describe('readLeadParagraph', () => {
  it('describes a reference page by its first entry when it has no prose of its own', () => {
    const autodoc =
      '<h1>widgets.cache</h1><dl class="py class"><dt class="sig">class widgets.cache.Store(size=128)</dt>' +
      '<dd><p>Keeps rendered widgets in memory so a page that asks again is answered at once.</p>' +
      '<dl class="py method"><dt>get(key)</dt><dd><p>Returns the widget stored under the key.</p></dd></dl></dd></dl>';
    expect(lead(autodoc)).toBe(
      'Keeps rendered widgets in memory so a page that asks again is answered at once.',
    );
    const withProse = `<p>This module caches rendered widgets between the requests of one process.</p>${autodoc}`;
    expect(lead(withProse)).toBe('This module caches rendered widgets between the requests of one process.');
  });

  it("passes over a block that is all one link's words: a banner, a card, a teaser of another page", () => {
    expect(
      lead(`<a href="https://shop.test/tee"><div>Limited edition shirts are now on sale! Each one funds the project.</div></a>
        <p>Prettier formats your code on save, so reviews are about what the code does.</p>`),
    ).toBe('Prettier formats your code on save, so reviews are about what the code does.');
    expect(
      lead(
        `<p>Read <a href="/guide">the guide</a> first: it covers installing, configuring and deploying.</p>`,
      ),
    ).toBe('Read the guide first: it covers installing, configuring and deploying.');
  });

  it('skips headings, short lines and lists, and takes the first paragraph of prose', () => {
    expect(
      lead(`<h1>Installation</h1><p>Updated today</p><ul><li>Requires Node 20 or newer, and npm 10 or newer.</li></ul>
        <p>Install the package with your package manager, then add a script to package.json.</p>`),
    ).toBe('Install the package with your package manager, then add a script to package.json.');
  });

  it('skips side notes: VitePress custom blocks, Docusaurus admonitions, role=note', () => {
    expect(
      lead(`<div class="warning custom-block"><p class="custom-block-title">WARNING</p>
          <p>This is an advanced, experimental API that may change in any minor release.</p></div>
        <div class="theme-admonition alert alert--info"><p>Read the getting started guide before this page, please.</p></div>
        <div role="note"><p>Only available in the browser mode of the test runner, not in Node.</p></div>
        <p>A benchmark provider decides how each benchmark is timed and how its results are reported.</p>`),
    ).toBe('A benchmark provider decides how each benchmark is timed and how its results are reported.');
  });

  it('reads a side note when nothing else is there, as when a note-like class wraps the whole text', () => {
    expect(
      lead(`<div class="notice-board"><h1>Closures</h1>
        <p>The library closes on public holidays and on the first Monday of every month.</p></div>`),
    ).toBe('The library closes on public holidays and on the first Monday of every month.');
  });

  it('reads text that sits directly in a <div>, not only in <p>', () => {
    expect(
      lead(`<article><h1>Lorem</h1><div>
        Lorem ipsum dolor sit amet, consectetur adipisicing elit, sed do eiusmod
        tempor incididunt ut labore et dolore magna aliqua.</div><p>Links</p></article>`),
    ).toBe(
      'Lorem ipsum dolor sit amet, consectetur adipisicing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.',
    );
  });

  it('prefers prose to a byline, and takes the byline when nothing else is there', () => {
    expect(
      lead(`<p>Written by Rob Ewaschuk Edited by Betsy Beyer</p>
        <p>Teams have some basic principles for building successful monitoring and alerting systems.</p>`),
    ).toBe('Teams have some basic principles for building successful monitoring and alerting systems.');
    expect(lead('<p>Written by Rob Ewaschuk Edited by Betsy Beyer</p>')).toBe(
      'Written by Rob Ewaschuk Edited by Betsy Beyer',
    );
  });

  it('takes a short sentence when the page has no longer one, before a long line that is no sentence', () => {
    expect(
      lead(`<h1>mode</h1><ul><li>Type: string</li></ul><p>Default: 'test'</p><p>Overrides Vite mode.</p>
        <p>Options for the command line tool of the project and its plugins</p>`),
    ).toBe('Overrides Vite mode.');
  });

  it('ends a paragraph that introduces a list at its last sentence', () => {
    expect(
      lead(
        '<p>The return value of the provider factory. You can import the factory from the package or make your own provider:</p>',
      ),
    ).toBe('The return value of the provider factory.');
  });

  it('keeps inline markup in the sentence and breaks at <br> with a space', () => {
    expect(
      lead('<p>Run <code>vitest bench</code> to time your <a href="/x">benchmarks</a> in<br>watch mode.</p>'),
    ).toBe('Run vitest bench to time your benchmarks in watch mode.');
  });

  it('answers nothing for a page without text, and survives deep nesting', () => {
    expect(
      lead('<ul><li>One</li></ul><table><tr><td>Cell with a long enough text to count.</td></tr></table>'),
    ).toBe('');
    const deep = `${'<div>'.repeat(20_000)}A sentence deep inside many nested blocks, which still reads.${'</div>'.repeat(20_000)}`;
    expect(lead(deep)).toBe('A sentence deep inside many nested blocks, which still reads.');
  });
});

describe('readLeadParagraph on a code listing', () => {
  it('describes a page with no prose by the comment its listing opens with', () => {
    const listing =
      '<h1>Example Google Style Python Docstrings</h1><p>Download: <a href="example.py">example.py</a></p>' +
      '<pre><code>"""Example Google style docstrings.\n\nThis module demonstrates documentation as specified by the Google Python Style Guide.\n"""\nimport os</code></pre>';
    expect(lead(listing)).toBe(
      'Example Google style docstrings. This module demonstrates documentation as specified by the Google Python Style Guide.',
    );
    expect(lead(`<p>This page lists the example module in full, with its docstrings.</p>${listing}`)).toBe(
      'This page lists the example module in full, with its docstrings.',
    );
  });
});
