import type { Cheerio, CheerioAPI } from 'cheerio';
import type { DomNode } from '../dom-text.js';

/** Line-number gutters that highlighters write beside the code. */
const LINE_NUMBERS = '.gutter, .line-numbers-rows, .linenos, .lineno, .line-number, [data-line-number]';
/** One line of highlighted code, as Shiki, Prism, Expressive Code and Highlight.js wrap them. */
const LINE_CLASS = /(?:^|\s)(?:line|token-line|ec-line|code-line|highlight-line)(?:\s|$)/;
const LANGUAGE_CLASS = /(?:^|\s)(?:language|lang|highlight-source|highlight)-([\w#+.-]+)/;
const NOT_A_LANGUAGE: ReadonlySet<string> = new Set(['none', 'plain', 'plaintext', 'nohighlight', 'default']);
/** How far up a highlighter puts the language: the pre, its code, or a wrapper or two around them. */
const LANGUAGE_SEARCH_DEPTH = 3;

type Element = Extract<DomNode, { attribs: Record<string, string> }>;

function languageOf($: CheerioAPI, pre: Cheerio<Element>): string {
  const holders = [
    pre.children('code').first(),
    pre,
    ...pre
      .parents()
      .slice(0, LANGUAGE_SEARCH_DEPTH)
      .toArray()
      .map((e) => $(e)),
  ];
  for (const holder of holders) {
    const declared = holder.attr('data-language') ?? holder.attr('data-lang');
    const fromClass = LANGUAGE_CLASS.exec(holder.attr('class') ?? '')?.[1];
    const language = (declared ?? fromClass ?? '').toLowerCase();
    if (language !== '' && !NOT_A_LANGUAGE.has(language)) return language;
  }
  return '';
}

/**
 * The code of a block with its line breaks: highlighters that draw each line as its own element
 * (Expressive Code's divs, Prism's spans ending in <br>) leave no newline in the text itself.
 */
function codeText($: CheerioAPI, pre: Cheerio<Element>): string {
  pre.find(LINE_NUMBERS).remove();
  pre.find('br').replaceWith('\n');
  const lines = pre.find('*').filter((_, element) => LINE_CLASS.test(element.attribs.class ?? ''));
  const outermost = lines.filter(
    (_, line) =>
      $(line)
        .parentsUntil(pre)
        .filter((_, up) => LINE_CLASS.test(up.attribs.class ?? '')).length === 0,
  );
  if (outermost.length === 0) return pre.text();
  return outermost
    .toArray()
    .map((line) => $(line).text().replace(/\n$/, ''))
    .join('\n');
}

/**
 * Rewrites every code block as a plain `<pre><code class="language-x">` holding its text with its
 * newlines, and drops the language label its generator printed beside it (VitePress's "ts").
 */
export function normaliseCodeBlocks($: CheerioAPI, pres: readonly Element[]): void {
  for (const element of pres.filter((pre) => $(pre).parents('pre').length === 0)) {
    const pre = $(element);
    const language = languageOf($, pre);
    const text = codeText($, pre);
    if (language !== '') {
      pre
        .siblings()
        .filter((_, sibling) => $(sibling).text().trim().toLowerCase() === language)
        .remove();
    }
    const code = $('<code></code>').text(text.replace(/\n+$/, ''));
    if (language !== '') code.attr('class', `language-${language}`);
    pre.empty().removeAttr('style').append(code);
  }
}
