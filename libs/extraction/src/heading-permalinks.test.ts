import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.js';

const read = (body: string, lang = 'en') =>
  extractPage(
    `<html lang="${lang}"><head><title>Lanterns</title></head><body><main>${body}</main></body></html>`,
    'https://guide.lantern.test/lighting/',
  );

/** A heading as a Starlight-like generator writes it: the link beside it, its label hidden. */
const wrappedHeading = (id: string, text: string, label: string) =>
  `<div class="heading-wrapper"><h2 id="${id}">${text}</h2><a class="anchor-link" href="#${id}">` +
  `<span aria-hidden="true"><svg><path d="M0 0"></path></svg></span>` +
  `<span class="sr-only">${label}</span></a></div>`;

const PROSE =
  '<p>Trim the wick before every lighting, so that the flame burns low and the glass stays clear of soot.</p>';

describe('heading permalinks and text only screen readers read', () => {
  it('never reach the markdown, the headings or the lead, whatever language the label is in', () => {
    const labels = [
      'Section titled “Trimming”',
      '섹션 제목: “Trimming”',
      'Abschnitt mit dem Titel „Trimming“',
    ];
    for (const label of labels) {
      const page = read(`<h1>Lanterns</h1>${wrappedHeading('trimming', 'Trimming', label)}${PROSE}`);
      expect(page.markdown).toContain('## Trimming');
      expect(page.markdown).not.toContain(label);
      expect(page.text).not.toContain(label);
      expect(page.headings).toEqual(['Lanterns', 'Trimming']);
      expect(page.leadParagraph).toMatch(/^Trim the wick/);
    }
  });

  it('drops a permalink inside the heading, shown as a sign, an icon or a hidden label', () => {
    const page = read(
      `<h2 id="a">Oil<a href="#a"><span class="visually-hidden">Link to “Oil”</span>#</a></h2>` +
        `<h2 id="b">Glass <a href="#b" class="headerlink">¶</a></h2>` +
        `<h2 id="c">Wicks <a href="#c"><span class="screen-reader-text">Permalink</span></a></h2>` +
        `<h2 id="d">Hooks <a href="#d" class="anchor">Permalink</a></h2>${PROSE}`,
    );
    expect(page.headings).toEqual(['Oil', 'Glass', 'Wicks', 'Hooks']);
    expect(page.markdown).not.toMatch(/Link to|Permalink|¶/);
  });

  it('keeps a heading whose words are its own link, and links that show words', () => {
    const page = read(
      `<h2 id="care"><a href="#care">Care</a></h2>${PROSE}` +
        `<p>See <a href="#care">the care notes</a> before the first lighting of the season.</p>`,
    );
    expect(page.headings).toEqual(['Care']);
    expect(page.markdown).toContain('Care');
    expect(page.markdown).toContain('the care notes');
  });

  it('drops visually hidden labels of code frames and icons from the text', () => {
    const page = read(
      `${PROSE}<figure><figcaption><span class="sr-only">Terminal window</span></figcaption>` +
        `<pre><code>light --low</code></pre></figure>`,
    );
    expect(page.markdown).toContain('light --low');
    expect(page.markdown).not.toContain('Terminal window');
  });
});
