import TurndownService from 'turndown';

/**
 * GFM tables, written here rather than taken from a GFM plugin: the maintained one keeps any table
 * holding code as raw HTML and re-reads the whole table for every row (minutes on a long table).
 * A row is a line of cells; the first row is the header, whether or not the page marked it so.
 */
function addTables(service: TurndownService): void {
  service.addRule('tableCell', {
    filter: ['th', 'td'],
    replacement: (content) =>
      ` ${content
        .replace(/\s*\n\s*/g, ' ')
        .replace(/\|/g, '\\|')
        .trim()} |`,
  });
  service.addRule('tableRow', {
    filter: 'tr',
    replacement: (content, node) => {
      const row = `|${content}\n`;
      const isFirst = node.parentNode !== null && firstRowOf(node.parentNode) === node;
      if (!isFirst || rowIndexInTable(node) > 0) return row;
      const columns = (content.match(/(?<!\\)\|/g) ?? []).length;
      return `${row}|${' --- |'.repeat(Math.max(columns, 1))}\n`;
    },
  });
  service.addRule('tableSection', {
    filter: ['thead', 'tbody', 'tfoot'],
    replacement: (content) => content,
  });
  service.addRule('table', {
    filter: 'table',
    // The whitespace between a caption and the first row would indent the row into a code block.
    replacement: (content) => `\n\n${content.trim().replace(/^[ \t]+\|/gm, '|')}\n\n`,
  });
  service.addRule('tableCaption', { filter: ['caption'], replacement: (content) => `\n\n${content}\n\n` });
}

function firstRowOf(parent: Node): Node | null {
  for (let child = parent.firstChild; child !== null; child = child.nextSibling) {
    if (child.nodeName === 'TR') return child;
  }
  return null;
}

/** 0 for the first row of the table's first section, else more; one step per section. */
function rowIndexInTable(row: Node): number {
  const section = row.parentNode;
  if (section === null || section.nodeName === 'TABLE') return 0;
  let before = 0;
  for (let sibling = section.previousSibling; sibling !== null; sibling = sibling.previousSibling) {
    if (['THEAD', 'TBODY', 'TFOOT'].includes(sibling.nodeName) && firstRowOf(sibling)) {
      before += 1;
    }
  }
  return before;
}

/**
 * Markdown for the main content: ATX headings, fenced code with its language, GFM tables and
 * strikethrough. Links keep their text and drop their address, and images are left out: the
 * markdown is read (by an assistant, in llms-full.txt), and addresses read as noise among the words;
 * the page's own address heads its section and llms.txt lists the others.
 */
/**
 * List items with one space after the marker (turndown pads to four columns). Items are numbered as
 * they come, counted per list, so a long list costs no more than its items.
 */
function addListItems(service: TurndownService): void {
  const itemsSeen = new WeakMap<Node, number>();
  service.addRule('listItem', {
    filter: 'li',
    replacement: (content, node, options) => {
      const list = node.parentNode;
      const seen = list === null ? 0 : (itemsSeen.get(list) ?? 0);
      if (list !== null) itemsSeen.set(list, seen + 1);
      const start = Number((list as Element | null)?.getAttribute('start') ?? 1) || 1;
      const marker = list?.nodeName === 'OL' ? `${start + seen}. ` : `${options.bulletListMarker ?? '-'} `;
      const body = content
        .replace(/^\n+/, '')
        .replace(/\n+$/, '\n')
        .replace(/\n/g, `\n${' '.repeat(marker.length)}`);
      return `${marker}${body}${node.nextSibling !== null && !body.endsWith('\n') ? '\n' : ''}`;
    },
  });
}

/** Marks the page's h1s before Readability, which renames them h2, so that they stay first-level. */
export const TOP_HEADING_ATTRIBUTE = 'data-top-heading';

function createMarkdownWriter(): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    // An asterisk emphasises within a word too ("un*told*"); an underscore there is read as text.
    emDelimiter: '*',
  });
  service.remove(['script', 'style', 'noscript', 'template', 'button', 'input', 'select', 'textarea']);
  service.addRule('linkText', { filter: 'a', replacement: (content) => content });
  service.addRule('noImages', { filter: ['img', 'picture', 'video', 'audio'], replacement: () => '' });
  service.addRule('strikethrough', { filter: ['del', 's'], replacement: (content) => `~~${content}~~` });
  service.addRule('topHeading', {
    filter: (node) => node.nodeName === 'H2' && node.hasAttribute(TOP_HEADING_ATTRIBUTE),
    replacement: (content) => `\n\n# ${content.replace(/\s+/g, ' ').trim()}\n\n`,
  });
  addListItems(service);
  addTables(service);
  return service;
}

const writer = createMarkdownWriter();

export function toMarkdown(content: Node): string {
  return writer
    .turndown(content as TurndownService.Node)
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
