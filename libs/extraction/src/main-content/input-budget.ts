import type { CheerioAPI } from 'cheerio';
import { readableText, type DomNode } from '../dom-text.js';
import { capLength } from '../text-utils.js';

/** Elements that never carry a page's readable content. */
const NEVER_CONTENT: ReadonlySet<string> = new Set([
  ...[
    'script',
    'style',
    'noscript',
    'template',
    'svg',
    'canvas',
    'iframe',
    'object',
    'embed',
    'link',
    'meta',
  ],
]);
/** Markup nested deeper than this is generated, not written: it is read as its text (readers recurse). */
const MAX_DEPTH = 120;
/**
 * Children read of one element. Readability and linkedom walk siblings one by one, so a run of
 * thousands under one parent costs the square of its length; no written page has one.
 */
const MAX_CHILDREN = 1_000;

export interface ReadingBudget {
  elements: number;
  textChars: number;
}

/**
 * How much of a page is normalised (generous: a real documentation page has up to ~8,000 elements,
 * most of them highlighted code), and how much of the result Readability reads (it scores the whole
 * tree, several times over for a short page, so its cost follows the markup). Together they keep the
 * largest page the crawler accepts within a second; the text kept is at most 100,000 characters.
 */
export const NORMALISING_BUDGET: ReadingBudget = { elements: 10_000, textChars: 1_000_000 };
export const READING_BUDGET: ReadingBudget = { elements: 3_000, textChars: 300_000 };

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/**
 * What a character of text costs the budget. linkedom's parser makes a text node of its own for each
 * character the page's markup carries as an entity (&, <, > and the no-break space), so a run of
 * them costs as much as a run of ordinary text this many times as long. A no-break space costs more
 * again, as every later step also reads it as white space: a 5 MiB page of them took 1.07 s of CPU
 * to read at 8, 0.49 s at 20, where a page of `>` takes 0.33-0.40 s at 8.
 */
const ENTITY_COST = 8;
const NO_BREAK_SPACE_COST = 20;
const AMPERSAND = 0x26;
const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;
const NO_BREAK_SPACE = 0xa0;

const charCost = (code: number) => {
  if (code === NO_BREAK_SPACE) return NO_BREAK_SPACE_COST;
  return code === AMPERSAND || code === LESS_THAN || code === GREATER_THAN ? ENTITY_COST : 1;
};

/** The length of the longest start of `text` within `room`, and what that start costs. */
function affordable(text: string, room: number): { length: number; cost: number } {
  let cost = 0;
  for (let index = 0; index < text.length; index += 1) {
    const next = cost + charCost(text.charCodeAt(index));
    if (next > room) return { length: index, cost };
    cost = next;
  }
  return { length: text.length, cost };
}

type Parent = Extract<DomNode, { children: DomNode[] }>;
type Element = Extract<DomNode, { attribs: Record<string, string> }>;

const isElement = (node: DomNode): node is Element => node.nodeType === ELEMENT_NODE;
const hasChildren = (node: DomNode): node is Parent => 'children' in node;

/** Keeps the children `keep` accepts, relinking siblings; one pass over the parent's children. */
function keepChildren(parent: Parent, keep: (child: DomNode, index: number) => boolean): void {
  const kept = parent.children.filter((child, index) => {
    const stays = keep(child, index);
    if (!stays) child.parent = null;
    return stays;
  });
  kept.forEach((child, index) => {
    child.prev = kept[index - 1] ?? null;
    child.next = kept[index + 1] ?? null;
  });
  parent.children = kept;
}

interface Frame {
  node: Parent;
  next: number;
  depth: number;
}

/**
 * Prepares the parsed page (in place) for reading, in one pass however large or deep it is: drops
 * what cannot be content, reads an element nested too deep as its text, keeps the first thousand
 * children of any element, and cuts everything after the point where the page passes the budget,
 * in document order.
 */
export function boundForReading($: CheerioAPI, budget: ReadingBudget): void {
  const body = $('body').get(0);
  if (body === undefined) return;
  let elements = 0;
  let textChars = 0;
  const withDropped = new Set<Parent>();
  const flattened: Element[] = [];
  const stack: Frame[] = [{ node: body, next: 0, depth: 0 }];
  while (stack.length > 0) {
    const frame = stack.at(-1);
    if (frame === undefined) break;
    const child = frame.node.children[frame.next];
    if (child === undefined || frame.next === MAX_CHILDREN) {
      if (child !== undefined) keepChildren(frame.node, (_, index) => index < MAX_CHILDREN);
      stack.pop();
      continue;
    }
    if (elements > budget.elements || textChars >= budget.textChars) {
      for (const open of stack) keepChildren(open.node, (_, index) => index < open.next);
      break;
    }
    frame.next += 1;
    if (child.nodeType === TEXT_NODE && 'data' in child) {
      const { length, cost } = affordable(child.data, budget.textChars - textChars);
      if (length < child.data.length) child.data = capLength(child.data, length);
      textChars += cost + 1;
    }
    if (!isElement(child)) continue;
    elements += 1;
    if (NEVER_CONTENT.has(child.name)) withDropped.add(frame.node);
    else if (frame.depth + 1 === MAX_DEPTH) flattened.push(child);
    else if (hasChildren(child)) stack.push({ node: child, next: 0, depth: frame.depth + 1 });
  }
  for (const parent of withDropped)
    keepChildren(parent, (child) => !(isElement(child) && NEVER_CONTENT.has(child.name)));
  for (const element of flattened) $(element).text(readableText($(element)));
}
