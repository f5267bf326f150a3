import { load, type CheerioAPI } from 'cheerio';
import { parseDocument } from 'htmlparser2';
import { rememberPageMarkup } from './page-query.js';

/**
 * htmlparser2 in HTML mode: tags and attributes lower-cased, entities decoded, `<br/>` not
 * self-closing; written back out as parse5 writes a page, escaping only `&`, `<`, `>`, `"` and
 * no-break spaces. Left to its default it writes every quote and every non-ASCII character as an
 * entity, which Readability's parser then reads as text cut at each one, and the markdown writer
 * escapes a `=` or `1.` that begins such a piece.
 */
const FAST_PARSER = { xml: { xmlMode: false, decodeEntities: true, encodeEntities: 'utf8' } } as const;

/**
 * A page's markup as a document. htmlparser2 reads a page three times as fast as parse5, but it
 * builds only the elements the markup spells out: it adds no `<html>`, `<head>` or `<body>` a page
 * leaves implied, where every reader expects them. Such a page is read by parse5, which builds the
 * document a browser would. A page read by htmlparser2 keeps each element's place in its markup
 * (`markupAsParsed`), so a reader can know a block it has read before on another page.
 */
export function parseHtmlDocument(html: string): CheerioAPI {
  const fast = parseDocument(html, { ...FAST_PARSER.xml, withStartIndices: true, withEndIndices: true });
  if (!spellsOutItsStructure(fast)) return load(html);
  rememberPageMarkup(fast, html);
  return load(fast, FAST_PARSER);
}

/** A row or cell: parse5 drops such tags outside a table, as a browser does, and htmlparser2 keeps them. */
const TABLE_PART_TAG = /<t[dhr][\s>/]/i;

/**
 * A piece of markup (a page's main content, say) with nothing built around it. Read by parse5 when
 * it holds table rows or cells, which may stand outside their table there; by htmlparser2 otherwise.
 */
export function parseHtmlFragment(html: string): CheerioAPI {
  return TABLE_PART_TAG.test(html) ? load(html, null, false) : load(html, FAST_PARSER, false);
}

type ParsedNode = ReturnType<typeof parseDocument>['children'][number];

/** Elements other than scripts and styles, which a browser moves into the head or body for itself. */
function elementChildren(nodes: readonly ParsedNode[]): { name: string; children: ParsedNode[] }[] {
  return nodes.filter(
    (node): node is ParsedNode & { name: string; children: ParsedNode[] } => node.type === 'tag',
  );
}

/** One `<html>` holding one `<head>` and then one `<body>`, and nothing else at the top. */
function spellsOutItsStructure(document: ReturnType<typeof parseDocument>): boolean {
  const top = elementChildren(document.children);
  if (top.length !== 1 || top[0]?.name !== 'html') return false;
  const parts = elementChildren(top[0].children);
  return parts.length === 2 && parts[0]?.name === 'head' && parts[1]?.name === 'body';
}
