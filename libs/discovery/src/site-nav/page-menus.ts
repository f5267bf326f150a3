import type { CheerioAPI } from 'cheerio';
import type { AnyNode, ChildNode as TreeNode, Element } from 'domhandler';
import {
  hasAncestorIn,
  isElement,
  markupAsParsed,
  outermost,
  selectInPage,
} from '@signpost/extraction/page-query';
import { baseUrlOf, detached, isFromRoot, isInFull, normalizeLink, originOf } from '../page-links.js';

/** One link of a menu, in the menu's order, with the label of the top-level group holding it. */
export interface MenuEntry {
  url: string;
  text: string;
  group: string | null;
}

/** A block of navigation read from one page: its links in order. */
export type PageMenu = MenuEntry[];

type NavNode =
  | { kind: 'link'; url: string; text: string }
  | { kind: 'label'; text: string }
  | { kind: 'group'; label: string; children: NavNode[] }
  /** A list that held no page of the site (the page's own contents): what labels it labels nothing. */
  | { kind: 'emptied' };

/** Landmarks that hold navigation; class names are only a fallback for pages without them. */
const LANDMARKS = 'nav, [role="navigation"], aside';
const CLASS_HINT = /(^|[-_\s])(sidebar|sidenav|navbar|nav|menu|navigation)([-_\s]|$)/i;
const HIDDEN = /(^|\s)(visually-hidden|sr-only|screen-reader-text|hidden)(\s|$)/;
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'button', 'select', 'form']);
const LISTS = new Set(['ul', 'ol']);
const LABEL_CLASS = /(^|[-_\s])(label|title|heading|caption|header)([-_\s]|$)/i;
/** Headings that name the navigation itself, or pages related to this one, rather than a part of the site. */
const NAVIGATION_TITLE =
  /^((site |main |primary |global |docs? |documentation )?(navigation|nav|menu|contents|table of contents|on this page|in this (page|article|section)|quick search|search)|related( topics| pages| articles| links)?|see also)$/i;
/** Fewer distinct pages than this is a breadcrumb or a pager, not the site's navigation... */
const MIN_MENU_PAGES = 3;
/** ...unless a group label says it is a menu (a small sidebar). */
const MIN_GROUPED_MENU_PAGES = 2;
const MAX_MENU_ENTRIES = 2_000;
const MAX_LABEL_CHARS = 80;
/** Nesting deeper than this inside a menu is generated markup, not structure: it is not read. */
const MAX_DEPTH = 60;

// A menu is read by walking the parsed tree itself: wrapping each of its nodes in a cheerio selection
// and matching selectors from each cost more than parsing the page (a mega-menu has hundreds of items).

const elementChildren = (element: Element): Element[] => element.children.filter(isElement);

/** The node's text, all of it, as cheerio's `text()` reads it (comments aside). */
function rawText(node: TreeNode): string {
  if (node.type === 'text') return node.data;
  if (node.type === 'comment' || !('children' in node)) return '';
  return node.children.map(rawText).join('');
}

const textOf = (node: TreeNode) => rawText(node).replace(/\s+/g, ' ').trim();

const isLink = (element: Element) => element.tagName === 'a' && element.attribs.href !== undefined;

/** Whether the element is or holds a link (`a[href]`). */
function holdsLink(element: Element): boolean {
  return isLink(element) || elementChildren(element).some(holdsLink);
}

function isHeadingLike(element: Element): boolean {
  if (/^h[1-6]$/.test(element.tagName) || element.tagName === 'summary') return true;
  if (element.attribs.role === 'heading') return true;
  return LABEL_CLASS.test(element.attribs.class ?? '');
}

/** Labels that start a group and a run of link-less nodes, kept apart from what follows. */
function groupRuns(nodes: NavNode[]): NavNode[] {
  const out: NavNode[] = [];
  const emptied = new Set<NavNode>();
  let open: { kind: 'group'; label: string; children: NavNode[] } | null = null;
  for (const node of nodes) {
    if (node.kind === 'label') {
      open = { kind: 'group', label: node.text, children: [] };
      out.push(open);
    } else if (node.kind === 'emptied') {
      if (open) emptied.add(open);
    } else if (open) open.children.push(node);
    else out.push(node);
  }
  // A label with nothing after it labels the element around it, so it is handed up as it was; one
  // whose list held only the page's own anchors labels nothing, and goes.
  return out.flatMap((node): NavNode[] => {
    if (node.kind !== 'group' || node.children.length > 0) return [node];
    return emptied.has(node) ? [] : [{ kind: 'label', text: node.label }];
  });
}

/**
 * A leading link followed by a nested list is the list's label (a category that is also a page,
 * or a plain nested list): the link stays the group's first entry.
 */
function listWithLeadingLink(element: Element, nodes: NavNode[], childKinds: string[]): NavNode[] | null {
  const listIndex = childKinds.indexOf('list');
  if (listIndex <= 0 || element.tagName !== 'li') return null;
  const [first, ...rest] = nodes;
  if (first?.kind !== 'link' || rest.length === 0 || rest.some((node) => node.kind === 'label')) return null;
  return [{ kind: 'group', label: first.text, children: nodes }];
}

const PAGER_WORD = /(^|[-_\s])(prev|previous|next)([-_\s]|$)/i;
const PAGER_LEAD = /(previous|next|«|»|←|→)\s*:?\s*$/i;

/**
 * A link to the page before or after this one (`rel="next"`, a `previous` class or title, or text
 * such as "Previous:" just before it): a pager, wherever a theme puts it, says nothing of the site's
 * sections.
 */
function isPagerLink(anchor: Element): boolean {
  const { rel = '', title = '', class: className = '' } = anchor.attribs;
  if (/\b(prev|previous|next)\b/i.test(rel) || PAGER_WORD.test(className)) return true;
  if (/^(previous|next)\b/i.test(title)) return true;
  const before = anchor.prev;
  return before?.type === 'text' && PAGER_LEAD.test(before.data);
}

/** A link read the same on every page of an origin: written from the site's root or in full, to no anchor. */
const readsAlikeOnEveryPage = (written: string) =>
  !written.includes('#') && (isFromRoot(written) || isInFull(written));

class MenuReader {
  readonly #origin: string;
  readonly #baseOrigin: string | null;
  /** Whether a link read so far resolved against this page's own address. */
  #readPageAddress = false;

  constructor(
    private readonly base: string,
    private readonly pageUrl: string,
  ) {
    this.#origin = new URL(pageUrl).origin;
    this.#baseOrigin = originOf(base);
  }

  /** Whether the reading depended on the page's own address, not only on its origin. */
  get readPageAddress(): boolean {
    return this.#readPageAddress;
  }

  read(element: Element, depth = 0): NavNode[] {
    if (depth > MAX_DEPTH) return [];
    if (SKIPPED.has(element.tagName) || HIDDEN.test(element.attribs.class ?? '')) return [];
    if (element.attribs['aria-hidden'] === 'true' || element.attribs.hidden !== undefined) return [];
    if (element.tagName === 'a') return this.#link(element);
    const children = elementChildren(element);
    if (isHeadingLike(element) && !children.some(holdsLink)) {
      const text = textOf(element).slice(0, MAX_LABEL_CHARS);
      return text === '' || NAVIGATION_TITLE.test(text) ? [] : [{ kind: 'label', text }];
    }
    const nodes: NavNode[] = [];
    const childKinds: string[] = [];
    const childNodes: NavNode[][] = [];
    const label = this.#itemLabel(element, children);
    if (label !== null) nodes.push(label);
    for (const child of children) {
      const read = label !== null && !LISTS.has(child.tagName) ? [] : this.read(child, depth + 1);
      childNodes.push(read);
      childKinds.push(LISTS.has(child.tagName) ? 'list' : child.tagName);
      nodes.push(...read);
    }
    const grouped = groupRuns(this.#continuations(children, childNodes) ?? nodes);
    if (grouped.length === 0 && LISTS.has(element.tagName) && children.length > 0)
      return [{ kind: 'emptied' }];
    return listWithLeadingLink(element, grouped, childKinds) ?? grouped;
  }

  /**
   * Sibling blocks like labelled groups but without a label of their own (several links set apart
   * the same way) continue the group before them.
   */
  #continuations(children: Element[], childNodes: NavNode[][]): NavNode[] | null {
    const isGroup = (nodes: NavNode[]) => nodes.length === 1 && nodes[0]?.kind === 'group';
    const groupTags = new Set(children.filter((_, i) => isGroup(childNodes[i] ?? [])).map((c) => c.tagName));
    if (childNodes.filter(isGroup).length < 2) return null;
    const out: NavNode[] = [];
    childNodes.forEach((nodes, index) => {
      const previous = out.at(-1);
      const plainLinks =
        nodes.every((node) => node.kind === 'link') &&
        new Set(nodes.map((node) => (node.kind === 'link' ? node.url : ''))).size >= 2;
      if (plainLinks && groupTags.has(children[index]?.tagName ?? '') && previous?.kind === 'group') {
        previous.children.push(...nodes);
      } else out.push(...nodes);
    });
    return out;
  }

  /**
   * The label of a list item that holds a nested list after plain text and no link
   * (`<li><span>Basics</span><ul>…`): the text is the nested list's label.
   */
  #itemLabel(element: Element, children: Element[]): NavNode | null {
    if (element.tagName !== 'li') return null;
    const listAt = children.findIndex((child) => LISTS.has(child.tagName));
    if (listAt === -1) return null;
    if (children.slice(0, listAt).some(holdsLink)) return null;
    const contents = element.children;
    const text = contents
      .slice(0, contents.indexOf(children[listAt] as TreeNode))
      .map(textOf)
      .join(' ')
      .trim()
      .slice(0, MAX_LABEL_CHARS);
    return text === '' ? null : { kind: 'label', text };
  }

  #link(anchor: Element): NavNode[] {
    const href = anchor.attribs.href;
    if (href === undefined || href.startsWith('#') || isPagerLink(anchor)) return [];
    if (!readsAlikeOnEveryPage(href.trim())) this.#readPageAddress = true;
    const url = normalizeLink(href, this.base, this.#baseOrigin);
    // A normalised address is its origin and a path that starts with `/`.
    if (url === null || !url.startsWith(`${this.#origin}/`)) return [];
    // In-page anchors of the current page are its table of contents, not the site's navigation.
    if (url === this.pageUrl && href.includes('#')) return [];
    return [{ kind: 'link', url, text: textOf(anchor).slice(0, MAX_LABEL_CHARS) }];
  }
}

/**
 * A menu's tree flattened in order, each page once (a category's own link and its first child are
 * often one page); a lone top-level group holding the rest is opened.
 */
function entriesOf(nodes: NavNode[]): PageMenu {
  let top = nodes;
  const only = top.length === 1 ? top[0] : undefined;
  if (only?.kind === 'group' && only.children.filter((node) => node.kind === 'group').length >= 2) {
    top = only.children;
  }
  const entries: PageMenu = [];
  const seen = new Set<string>();
  const walk = (list: NavNode[], group: string | null) => {
    for (const node of list) {
      if (entries.length >= MAX_MENU_ENTRIES) return;
      if (node.kind === 'link' && !seen.has(node.url)) {
        seen.add(node.url);
        entries.push({ url: node.url, text: node.text, group });
      } else if (node.kind === 'group') walk(node.children, group ?? node.label);
    }
  };
  walk(top, null);
  return entries;
}

function menuContainers($: CheerioAPI): Element[] {
  const footers = new Set<AnyNode>(selectInPage($, 'footer, [role="contentinfo"]'));
  const inFooter = (element: Element) => footers.has(element) || hasAncestorIn(element, footers);
  const landmarks = selectInPage($, LANDMARKS).filter((element) => !inFooter(element));
  if (landmarks.length > 0) return outermost(landmarks);
  const hinted = selectInPage($, '[class], [id]')
    .filter((element) => CLASS_HINT.test(`${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`))
    .filter((element) => !inFooter(element) && element.tagName !== 'a');
  return outermost(hinted);
}

/**
 * The navigation blocks of one page (sidebars, menus) as ordered links, each with its top-level
 * group's label: groups are `details`/`summary`, headings or labelled elements followed by links,
 * and list items whose link heads a nested list. Blocks of fewer than three pages (two in a
 * labelled group) are breadcrumbs or pagers, and are left out.
 */
export function readPageMenus($: CheerioAPI, pageUrl: string): PageMenu[] {
  const base = baseUrlOf($, pageUrl);
  // What a menu's reading depends on besides its markup, when it reads alike on every page.
  const origins = `${originOf(pageUrl) ?? ''} ${originOf(base) ?? ''}`;
  const menus: PageMenu[] = [];
  for (const container of menuContainers($)) {
    const markup = markupAsParsed($, container);
    const key = markup === null ? null : `${origins}\n${markup}`;
    const known = key === null ? undefined : knownMenus.get(key);
    const menu = known === undefined ? readMenu(container, base, pageUrl, key) : known;
    if (menu !== null) menus.push(menu);
  }
  return menus;
}

/**
 * The menus read on this thread, by their markup and the origins they were read for: most pages of
 * a site carry the same menus, and a mega-menu of a few hundred links costs more to read than the
 * page's main content. A menu holding a relative link or one to an anchor reads differently on
 * each page, and is not kept. Null: a block too small to be a menu.
 */
const knownMenus = new Map<string, PageMenu | null>();
const MAX_KNOWN_MENU_CHARS = 4_000_000;
let knownMenuChars = 0;

function readMenu(container: Element, base: string, pageUrl: string, key: string | null): PageMenu | null {
  const reader = new MenuReader(base, pageUrl);
  const entries = entriesOf(groupRuns(reader.read(container)));
  const grouped = entries.some((entry) => entry.group !== null);
  const menu = entries.length >= (grouped ? MIN_GROUPED_MENU_PAGES : MIN_MENU_PAGES) ? entries : null;
  if (key !== null && !reader.readPageAddress) {
    if (knownMenuChars + key.length > MAX_KNOWN_MENU_CHARS) {
      knownMenus.clear();
      knownMenuChars = 0;
    }
    // Copies: a page's strings are slices of its markup, which a kept reading would keep.
    knownMenus.set(detached(key), structuredClone(menu));
    knownMenuChars += key.length;
  }
  return menu;
}
