import type { Cheerio, CheerioAPI } from 'cheerio';
import type { DomNode } from './dom-text.js';

/**
 * Text hidden from the eye and left to screen readers, by the class names that CSS frameworks and
 * generators give it (Tailwind and Starlight `sr-only`, Bootstrap `visually-hidden`, WordPress
 * `screen-reader-text`, Drupal `element-invisible`, Foundation `show-for-sr`, ...). It labels
 * something seen (an icon, a code frame, a heading's link) and reads as noise in a text.
 */
export const VISUALLY_HIDDEN = [
  '.sr-only',
  '.visually-hidden',
  '.visuallyhidden',
  '.screen-reader-text',
  '.screen-reader-only',
  '.hidden-visually',
  '.u-visually-hidden',
  '.a11y-hidden',
  '.assistive-text',
  '.element-invisible',
  '.show-for-sr',
].join(', ');

/** Links to a place on the page itself: permalinks are among them. */
export const IN_PAGE_LINK = 'a[href^="#"]';

/** Words a permalink may show instead of a sign, in the generators' English. */
const PERMALINK_WORDS = /^(?:permalink|permanent link|direct link|link to (?:this )?(?:heading|section))$/i;

/** The text of a node as it is seen: without what only screen readers read. */
function seenText(node: Cheerio<DomNode>): string {
  const copy = node.clone();
  copy.find(VISUALLY_HIDDEN).remove();
  return copy.text();
}

/**
 * A link to a place on its own page that shows no word: a heading's permalink, drawn as `#`, `¶`,
 * an icon or nothing (a zero-width space), or that shows only the word "Permalink". What it says
 * to screen readers ("Section titled “Usage”", in whichever language the site is written) is not
 * read, so it is told apart without knowing that language. A heading whose text is itself a link
 * to the heading shows words, and stays.
 */
export function isPermalink($: CheerioAPI, link: DomNode): boolean {
  const anchor = $(link);
  if (!(anchor.attr('href') ?? '').startsWith('#')) return false;
  const seen = seenText(anchor).trim();
  return !/[\p{L}\p{N}]/u.test(seen) || PERMALINK_WORDS.test(seen);
}

/** Removes (in place) the headings' permalinks and the hidden text within `scope`. */
export function removePermalinksAndHiddenText($: CheerioAPI, scope: Cheerio<DomNode>): void {
  scope
    .find(IN_PAGE_LINK)
    .filter((_, link) => isPermalink($, link))
    .remove();
  scope.find(VISUALLY_HIDDEN).remove();
}
