import type { Cheerio } from 'cheerio';
import type { DomNode } from './dom-text.js';
import { countWords } from './text-utils.js';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Elements that make a line of their own in the page's text: a paragraph, a list item, a cell. */
const LINE_ELEMENTS: ReadonlySet<string> = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'td',
  'th',
  'blockquote',
  'figcaption',
]);
const HEADINGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** How much of a page's main content is links, read from its markup while the links are still there. */
export interface LinkShares {
  /** Share (0-1) of the main content's words that are the text of links. */
  linkDensity: number;
  /** Share (0-1) of its lines (paragraphs, list items, cells; headings aside) that are mostly a link. */
  linkListShare: number;
}

interface Line {
  words: number;
  linkWords: number;
}

interface Frame {
  node: DomNode;
  inLink: boolean;
  line: Line | null;
}

const rounded = (share: number) => Math.round(share * 100) / 100;

/**
 * The link shares of main content: an index, a tag page or a link farm is mostly links, an article
 * mostly prose. The markdown keeps link text but not links, so this is measured on the markup.
 * Iterative, so deep nesting cannot overflow the stack.
 */
export function linkSharesOf(main: Cheerio<DomNode>): LinkShares {
  let words = 0;
  let linkWords = 0;
  const lines: Line[] = [];
  const pending: Frame[] = main
    .toArray()
    .reverse()
    .map((node) => ({ node, inLink: false, line: null }));
  while (pending.length > 0) {
    const frame = pending.pop();
    if (frame === undefined) break;
    const { node } = frame;
    if (node.nodeType === TEXT_NODE) {
      const count = countWords(node.data);
      words += count;
      if (frame.inLink) linkWords += count;
      if (frame.line !== null) {
        frame.line.words += count;
        if (frame.inLink) frame.line.linkWords += count;
      }
      continue;
    }
    if (!('children' in node)) continue;
    const name = node.nodeType === ELEMENT_NODE ? node.name : '';
    let line = frame.line;
    if (HEADINGS.has(name)) line = null;
    else if (LINE_ELEMENTS.has(name)) {
      line = { words: 0, linkWords: 0 };
      lines.push(line);
    }
    const inLink = frame.inLink || name === 'a';
    for (let index = node.children.length - 1; index >= 0; index -= 1) {
      const child = node.children[index];
      if (child !== undefined) pending.push({ node: child, inLink, line });
    }
  }
  const counted = lines.filter((line) => line.words > 0);
  return {
    linkDensity: words === 0 ? 0 : rounded(linkWords / words),
    linkListShare:
      counted.length === 0
        ? 0
        : rounded(counted.filter((line) => line.linkWords * 2 >= line.words).length / counted.length),
  };
}
