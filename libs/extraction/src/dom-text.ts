import type { Cheerio, contains } from 'cheerio';

/** cheerio does not re-export domhandler's node type; its own signatures carry it. */
export type DomNode = Parameters<typeof contains>[1];

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Elements whose boundaries separate words even when the markup has no white space there. */
const BLOCK_ELEMENTS: ReadonlySet<string> = new Set([
  ...['address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'dialog', 'div', 'dl', 'dt'],
  ...['fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header'],
  ...['hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot'],
  ...['th', 'thead', 'tr', 'ul', 'option', 'caption', 'img', 'input', 'button', 'label'],
]);

/**
 * The text of some nodes as a reader sees it: block boundaries become spaces (cheerio's .text()
 * would glue "<p>one</p><p>two</p>" into "onetwo"). Iterative, so deep nesting cannot overflow.
 */
export function readableText(nodes: Cheerio<DomNode>): string {
  const parts: string[] = [];
  const pending: (DomNode | ' ')[] = nodes.toArray().reverse();
  while (pending.length > 0) {
    const node = pending.pop();
    if (node === undefined) break;
    if (node === ' ') {
      parts.push(' ');
    } else if (node.nodeType === TEXT_NODE) {
      parts.push(node.data);
    } else if ('children' in node) {
      const isBlock = node.nodeType === ELEMENT_NODE && BLOCK_ELEMENTS.has(node.name);
      if (isBlock) parts.push(' ');
      if (isBlock) pending.push(' ');
      for (let index = node.children.length - 1; index >= 0; index -= 1) {
        const child = node.children[index];
        if (child !== undefined) pending.push(child);
      }
    }
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}
