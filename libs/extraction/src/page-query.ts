import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { matchesPlan, planOf } from './selector-plan.js';

/**
 * The elements of one parsed page, in document order and by tag name, found in one walk. A page
 * is read by some twenty readers (links, metadata, headings, menus, breadcrumbs), and a selector
 * asked of the whole page walks all of it each time; answered from this index, a selector is
 * tested only against the elements its tag names.
 */
interface PageIndex {
  elements: Element[];
  byTag: Map<string, Element[]>;
}

const indexes = new WeakMap<AnyNode, PageIndex>();
/** The markup of pages parsed with each element's place in it (parseHtmlDocument), until they change. */
const markups = new WeakMap<AnyNode, string>();

/** Tags, scripts and styles: the nodes cheerio's `children()` keeps. */
export function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

/** Calls `visit` with each element under `root`, in document order; iterative, so depth cannot overflow. */
function forEachElement(root: AnyNode, visit: (element: Element) => void): void {
  const pending: AnyNode[] = [root];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (isElement(node)) visit(node);
    if (!('children' in node)) continue;
    for (let i = node.children.length - 1; i >= 0; i -= 1) {
      const child = node.children[i];
      if (child !== undefined) pending.push(child);
    }
  }
}

function indexElements(root: AnyNode): PageIndex {
  const index: PageIndex = { elements: [], byTag: new Map() };
  forEachElement(root, (element) => {
    index.elements.push(element);
    const sameTag = index.byTag.get(element.name);
    if (sameTag === undefined) index.byTag.set(element.name, [element]);
    else sameTag.push(element);
  });
  return index;
}

function indexOf(root: AnyNode): PageIndex {
  const known = indexes.get(root);
  if (known !== undefined) return known;
  const index = indexElements(root);
  indexes.set(root, index);
  return index;
}

function candidates(index: PageIndex, tags: ReadonlySet<string> | null): readonly Element[] {
  if (tags === null) return index.elements;
  if (tags.size === 1) {
    const [tag = ''] = tags;
    return index.byTag.get(tag) ?? [];
  }
  return index.elements.filter((element) => tags.has(element.name));
}

/**
 * The page's elements that match `selector`, in document order, as `$(selector)` finds them. Only
 * for a page as it was parsed: a reader that changes the page calls `forgetPageIndex` first.
 */
export function selectInPage($: CheerioAPI, selector: string): Element[] {
  const root = $.root()[0];
  if (root === undefined) return [];
  const plan = planOf(selector);
  return candidates(indexOf(root), plan.tags).filter(matchesPlan(plan));
}

/** The first element of the page that matches `selector`. */
export function firstInPage($: CheerioAPI, selector: string): Element | undefined {
  const root = $.root()[0];
  if (root === undefined) return undefined;
  const plan = planOf(selector);
  return candidates(indexOf(root), plan.tags).find(matchesPlan(plan));
}

/**
 * The elements under `root` that match each of `selectors`, in document order, found in one walk: a
 * reader that changes the page step by step takes them all first, and skips an element an earlier
 * step took out of the page (`isAttached`).
 */
export function matchesInOneWalk<Name extends string>(
  root: AnyNode,
  selectors: Readonly<Record<Name, string>>,
): Record<Name, Element[]> {
  // An index of this walk's own, never kept: the caller is about to change the page.
  const index = indexElements(root);
  return Object.fromEntries(
    (Object.entries(selectors) as [Name, string][]).map(([name, selector]) => {
      const plan = planOf(selector);
      return [name, candidates(index, plan.tags).filter(matchesPlan(plan))];
    }),
  ) as Record<Name, Element[]>;
}

/** Whether an element above `element` (not itself) is one of `set`. */
export function hasAncestorIn(element: Element, set: ReadonlySet<AnyNode>): boolean {
  for (let node = element.parent; node !== null; node = node.parent) if (set.has(node)) return true;
  return false;
}

/** The elements not inside another of them: disjoint, so reading all of them reads each node once. */
export function outermost(elements: readonly Element[]): Element[] {
  const set = new Set<AnyNode>(elements);
  return elements.filter((element) => !hasAncestorIn(element, set));
}

/** Whether `element` is still under `root`: a removed element keeps the parents inside what was removed. */
export function isAttached(element: Element, root: AnyNode): boolean {
  for (let node: AnyNode | null = element; node !== null; node = node.parent) if (node === root) return true;
  return false;
}

/** Remembers the markup a page was parsed from, its elements carrying their place in it. */
export function rememberPageMarkup(root: AnyNode, markup: string): void {
  markups.set(root, markup);
}

/**
 * The markup `element` was parsed from, exactly as the page wrote it; null when the page was not
 * parsed with each element's place, or has changed since.
 */
export function markupAsParsed($: CheerioAPI, element: Element): string | null {
  const root = $.root()[0];
  const markup = root === undefined ? undefined : markups.get(root);
  const { startIndex, endIndex } = element;
  if (markup === undefined || startIndex === null || endIndex === null) return null;
  return markup.slice(startIndex, endIndex + 1);
}

/**
 * Drops what is known of the page as parsed before the page is changed: its index would name
 * elements the page no longer has, and its elements' places in the markup would be wrong.
 */
export function forgetPageIndex($: CheerioAPI): void {
  const root = $.root()[0];
  if (root === undefined) return;
  indexes.delete(root);
  markups.delete(root);
}
