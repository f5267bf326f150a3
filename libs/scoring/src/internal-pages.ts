/**
 * Pages a site publishes for itself rather than for its readers: to-do lists, drafts, and the tag,
 * archive, category and author listings a blog generates. Each is recognised by its address (or
 * title) AND its shape, so a real page whose address merely contains such a word stays.
 */

export interface InternalPageEvidence {
  url: string;
  title: string;
  headings: readonly string[];
  /** Words the page adds to the site (net of boilerplate, link text and borrowed text). */
  newWords: number;
  linkDensity: number;
  placeholder: string | null;
  referenceEntry: boolean;
  checklist: boolean;
  /** Share of the page's lines that are mostly a link. */
  linkListShare: number;
}

const TODO_SEGMENTS = new Set(['todo', 'todos', 'to-do']);
const DRAFT_SEGMENTS = new Set(['draft', 'drafts']);
const LISTING_SEGMENTS: ReadonlyMap<string, string> = new Map([
  ['tag', 'tag listing'],
  ['tags', 'tag listing'],
  ['archive', 'archive listing'],
  ['archives', 'archive listing'],
  ['category', 'category index'],
  ['categories', 'category index'],
  ['author', 'author listing'],
  ['authors', 'author listing'],
]);
/** Titles blog generators give their listings: "Tagged “css”", "Posts by Ana", "Archive", "Category: News". */
const LISTING_TITLE =
  /^(?:(?:blog |post )?archives?|all posts|tags|tagged\b|posts? tagged\b|category:|author:|posts? by\b|articles? by\b)/i;
/** A date archive: a year, optionally a month and a day, and nothing else (`/2024/05/`). */
const DATE_ARCHIVE = /^\/\d{4}(?:\/\d{1,2}){0,2}\/?$/;

/** A to-do page is a checklist or a stub; a longer page about to-dos is not. */
const TODO_MAX_NEW_WORDS = 150;
/** A listing is mostly link text or lines of links, or has hardly a paragraph of its own. */
const LISTING_LINK_DENSITY = 0.3;
const LISTING_LINK_LINES = 0.5;
const LISTING_MAX_NEW_WORDS = 80;

function segmentsOf(url: string): string[] {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    path = url;
  }
  return path
    .toLowerCase()
    .split('/')
    .map((segment) => segment.replace(/\.html?$/, ''))
    .filter((segment) => segment !== '' && segment !== 'index');
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function listingKind(page: InternalPageEvidence, segments: readonly string[]): string | null {
  for (const segment of segments) {
    const kind = LISTING_SEGMENTS.get(segment);
    if (kind) return kind;
  }
  if (DATE_ARCHIVE.test(pathOf(page.url))) return 'archive listing';
  const name = page.headings[0] ?? page.title;
  return LISTING_TITLE.test(name.trim()) ? 'listing' : null;
}

const looksLikeListing = (page: InternalPageEvidence) =>
  !page.referenceEntry &&
  (page.linkDensity >= LISTING_LINK_DENSITY ||
    page.linkListShare >= LISTING_LINK_LINES ||
    page.newWords < LISTING_MAX_NEW_WORDS);

/** What kind of internal or unfinished page this is ('to-do page', 'draft', 'tag listing'...), or null. */
export function internalPageKind(page: InternalPageEvidence): string | null {
  const segments = segmentsOf(page.url);
  if (segments.some((segment) => DRAFT_SEGMENTS.has(segment))) return 'draft';
  if (
    segments.some((segment) => TODO_SEGMENTS.has(segment)) &&
    (page.checklist || page.placeholder !== null || page.newWords < TODO_MAX_NEW_WORDS)
  ) {
    return 'to-do page';
  }
  const kind = listingKind(page, segments);
  return kind !== null && looksLikeListing(page) ? kind : null;
}
