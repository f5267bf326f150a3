import type { Cheerio } from 'cheerio';
import type { DomNode } from './dom-text.js';
import { trimEndOf } from './text-utils.js';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
/** Nesting deeper than this is read as plain text: generated markup, not structure. */
const MAX_DEPTH = 60;

const HEADING_LEVEL: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
const BLOCKS: ReadonlySet<string> = new Set([
  ...['p', 'div', 'section', 'article', 'main', 'header', 'figure', 'figcaption', 'details', 'summary'],
  ...['dl', 'dt', 'dd', 'address', 'center', 'body', 'html', 'nav', 'aside', 'footer', 'form', 'fieldset'],
]);

type Element = Extract<DomNode, { attribs: Record<string, string> }>;

const isElement = (node: DomNode): node is Element => node.nodeType === ELEMENT_NODE;

function squash(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** Escapes the characters that would otherwise start markdown syntax inside running text. */
function escapeInline(text: string): string {
  return text.replace(/([\\`*_[\]])/g, '\\$1');
}

/** The text under a node, white space kept; iterative, so any nesting depth is safe. */
function plainText(root: DomNode): string {
  const parts: string[] = [];
  const pending: DomNode[] = [root];
  while (pending.length > 0) {
    const node = pending.pop();
    if (node === undefined) break;
    if (node.nodeType === TEXT_NODE && 'data' in node) parts.push(node.data);
    else if ('children' in node)
      for (let i = node.children.length - 1; i >= 0; i -= 1) pending.push(node.children[i] as DomNode);
  }
  return parts.join('');
}

class MarkdownWriter {
  readonly #baseUrl: string;

  constructor(baseUrl: string) {
    this.#baseUrl = baseUrl;
  }

  blocks(nodes: readonly DomNode[], depth: number): string {
    const out: string[] = [];
    let inline = '';
    const flush = () => {
      const paragraph = inline.trim();
      if (paragraph !== '') out.push(paragraph);
      inline = '';
    };
    for (const node of nodes) {
      const block = this.#block(node, depth);
      if (block === null) {
        inline += this.inline(node, depth);
      } else {
        flush();
        if (block !== '') out.push(block);
      }
    }
    flush();
    return out.join('\n\n');
  }

  /** Markdown for a block-level node, or null when the node is inline. */
  #block(node: DomNode, depth: number): string | null {
    if (!isElement(node)) return null;
    const name = node.name;
    if (depth > MAX_DEPTH) return squash(plainText(node)).trim();
    const level = HEADING_LEVEL[name];
    if (level !== undefined) {
      const text = this.#inlineChildren(node, depth).trim();
      return text === '' ? '' : `${'#'.repeat(level)} ${text}`;
    }
    switch (name) {
      case 'ul':
      case 'ol':
        return this.#list(node, depth);
      case 'pre':
        return `\`\`\`\n${trimEndOf(plainText(node), '\n')}\n\`\`\``;
      case 'blockquote':
        return this.blocks(node.children, depth + 1)
          .split('\n')
          .map((line) => (line === '' ? '>' : `> ${line}`))
          .join('\n');
      case 'hr':
        return '---';
      case 'table':
        return this.#table(node, depth);
      case 'li':
        return this.#list(node, depth);
      default:
        return BLOCKS.has(name) ? this.blocks(node.children, depth + 1) : null;
    }
  }

  #list(node: Element, depth: number): string {
    const ordered = node.name === 'ol';
    const items =
      node.name === 'li' ? [node] : node.children.filter((child) => isElement(child) && child.name === 'li');
    return items
      .map((item, index) => {
        const marker = ordered ? `${index + 1}.` : '-';
        const body = this.blocks((item as Element).children, depth + 1).replace(/\n/g, '\n   ');
        return `${marker} ${body}`;
      })
      .join('\n');
  }

  /**
   * A table as markdown rows, the first row taken as the header. Rows are read depth first through
   * row groups with a stack of positions: spreading a group's children into a call (or its row
   * widths into Math.max) overflows the call stack on a table of a hundred thousand rows.
   */
  #table(table: Element, depth: number): string {
    const rows: string[][] = [];
    const stack: { nodes: readonly DomNode[]; next: number }[] = [{ nodes: table.children, next: 0 }];
    while (stack.length > 0) {
      const frame = stack[stack.length - 1] as { nodes: readonly DomNode[]; next: number };
      const node = frame.nodes[frame.next];
      frame.next += 1;
      if (node === undefined) {
        stack.pop();
      } else if (isElement(node) && node.name === 'tr') {
        rows.push(
          node.children
            .filter((cell): cell is Element => isElement(cell) && (cell.name === 'td' || cell.name === 'th'))
            .map((cell) => this.#inlineChildren(cell, depth).trim().replace(/\|/g, '\\|')),
        );
      } else if (
        isElement(node) &&
        (node.name === 'thead' || node.name === 'tbody' || node.name === 'tfoot')
      ) {
        stack.push({ nodes: node.children, next: 0 });
      }
    }
    const width = rows.reduce((widest, row) => Math.max(widest, row.length), 0);
    if (width === 0) return '';
    const line = (cells: string[]) =>
      `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
    const [header = [], ...body] = rows;
    return [line(header), line(Array.from({ length: width }, () => '---')), ...body.map(line)].join('\n');
  }

  #inlineChildren(node: Element, depth: number): string {
    return node.children.map((child) => this.inline(child, depth + 1)).join('');
  }

  inline(node: DomNode, depth: number): string {
    if (node.nodeType === TEXT_NODE && 'data' in node) return escapeInline(squash(node.data));
    if (!isElement(node)) return '';
    if (depth > MAX_DEPTH) return escapeInline(squash(plainText(node)));
    const inner = () => this.#inlineChildren(node, depth);
    switch (node.name) {
      case 'br':
        return '  \n';
      case 'strong':
      case 'b':
        return wrap(inner(), '**');
      case 'em':
      case 'i':
        return wrap(inner(), '_');
      case 'code':
        return `\`${plainText(node).replace(/`/g, "'")}\``;
      case 'a':
        return this.#link(node, inner());
      case 'img': {
        const alt = squash(node.attribs['alt'] ?? '').trim();
        return alt === '' ? '' : escapeInline(alt);
      }
      default:
        return inner();
    }
  }

  #link(node: Element, text: string): string {
    const href = node.attribs['href'];
    if (href === undefined || text.trim() === '') return text;
    let target: string;
    try {
      target = new URL(href, this.#baseUrl).href;
    } catch {
      return text;
    }
    if (!/^https?:/.test(target)) return text;
    return `[${text.trim()}](${target.replace(/\)/g, '%29').replace(/ /g, '%20')})`;
  }
}

function wrap(text: string, marker: string): string {
  const trimmed = text.trim();
  return trimmed === '' ? text : `${marker}${trimmed}${marker}`;
}

/**
 * The main content as markdown: headings, paragraphs, lists, links (absolute), emphasis, code,
 * quotes and tables. The boilerplate has already been removed by the caller.
 */
export function toMarkdown(content: Cheerio<DomNode>, baseUrl: string): string {
  const writer = new MarkdownWriter(baseUrl);
  return withoutTrailingBlanks(writer.blocks(content.toArray(), 0))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Blanks at the end of each line dropped, except that two spaces (a Markdown hard break) stay two.
 * Line by line with string methods: the pattern `[ \t]+\n` is quadratic on a long run of blanks.
 */
export function withoutTrailingBlanks(markdown: string): string {
  const lines = markdown.split('\n');
  const last = lines.length - 1;
  return lines
    .map((line, index) => {
      if (index === last) return line;
      const kept = trimEndOf(line, ' \t');
      return kept !== line && line.startsWith('  ', kept.length) ? `${kept}  ` : kept;
    })
    .join('\n');
}
