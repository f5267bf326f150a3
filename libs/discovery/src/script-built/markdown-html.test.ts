import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { isGeneratorMachinery } from '../generator-machinery.js';
import { sourceLinkOf } from './markdown-answer.js';
import { markdownToHtml } from './markdown-html.js';

const site = { base: 'https://example.com/docs/', name: 'Lantern' };
const linked = (markdown: string) => markdownToHtml(markdown, (href) => sourceLinkOf(href, site)).html;

describe('markdownToHtml', () => {
  it('writes headings, paragraphs, nested lists, code and tables', () => {
    const { html } = markdownToHtml(
      [
        '# Wiring :id=wiring',
        '',
        'The **live** wire goes to the *brass* screw, as `screw()` says.',
        '',
        '?> Turn the power off first.',
        '',
        '- Parts',
        '  - A lamp base',
        '- Tools',
        '',
        '```sh',
        'echo <done>',
        '```',
        '',
        '| Part | Count |',
        '| --- | --- |',
        '| Bulb | 1 |',
      ].join('\n'),
    );
    const $ = load(html);
    expect($('h1').text()).toBe('Wiring');
    expect($('p').first().html()).toBe(
      'The <strong>live</strong> wire goes to the <em>brass</em> screw, as <code>screw()</code> says.',
    );
    expect($('p').eq(1).text()).toBe('Turn the power off first.');
    expect($('ul > li > ul > li').text()).toBe('A lamp base');
    expect($('ul').first().children('li').length).toBe(2);
    expect($('pre code').html()).toBe('echo &lt;done&gt;\n');
    expect(
      $('th')
        .map((_, cell) => $(cell).text())
        .get(),
    ).toEqual(['Part', 'Count']);
    expect(
      $('td')
        .map((_, cell) => $(cell).text())
        .get(),
    ).toEqual(['Bulb', '1']);
  });

  it('passes HTML on as it is, a comment up to its end', () => {
    const { html } = markdownToHtml('<!-- note -->\n> Quoted\n\n<div>\n*kept*\n</div>');
    expect(html).toContain('<!-- note -->');
    expect(load(html)('blockquote').text().trim()).toBe('Quoted');
    expect(html).toContain('<div>\n*kept*\n</div>');
  });

  it('reads front matter apart from the text', () => {
    const { frontMatter, html } = markdownToHtml(
      '---\ntitle: "Wiring"\ndescription: How to wire it\n---\nText.',
    );
    expect(frontMatter).toEqual({ title: 'Wiring', description: 'How to wire it' });
    expect(html).toBe('<p>Text.</p>');
  });

  it("leads a site's routes and relative links to its markdown files, from its base folder", () => {
    expect(linked('[a](#/guide/wiring?id=live) [b](setup) [c](faq/) [d](plugins.md?id=list)')).toBe(
      '<p><a href="https://example.com/docs/guide/wiring.md">a</a> <a href="https://example.com/docs/setup.md">b</a> ' +
        '<a href="https://example.com/docs/faq/README.md">c</a> <a href="https://example.com/docs/plugins.md">d</a></p>',
    );
    expect(linked('[shop](https://shop.example/lamp) [here](#parts)')).toBe(
      '<p><a href="https://shop.example/lamp">shop</a> <a href="#parts">here</a></p>',
    );
  });

  it('follows no file the page embeds', () => {
    expect(linked("[example](_media/example.md ':include')")).toBe('<p>example</p>');
  });
});

describe("Docsify's own files", () => {
  it('are never pages', () => {
    for (const path of ['/_sidebar.md', '/guide/_navbar.md', '/_coverpage.md', '/_media/example.md']) {
      expect(isGeneratorMachinery(`https://example.com${path}`), path).toBe(true);
    }
    expect(isGeneratorMachinery('https://example.com/sidebar.md')).toBe(false);
  });
});
