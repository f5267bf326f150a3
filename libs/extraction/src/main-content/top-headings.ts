import type { CheerioAPI } from 'cheerio';
import { TOP_HEADING_ATTRIBUTE } from './markdown.js';

const HOLDER_ATTRIBUTE = 'data-top-heading-holder';

/**
 * Marks the page's h1s, which Readability renames h2, so that the markdown keeps them first-level,
 * and the element holding each, so that a heading Readability drops can be put back (see
 * restoreTopHeadings). Returns the headings' texts, by their marks.
 */
export function markTopHeadings($: CheerioAPI): string[] {
  return $('h1')
    .toArray()
    .map((heading, index) => {
      $(heading).attr(TOP_HEADING_ATTRIBUTE, String(index));
      const holder = $(heading).parent();
      if (holder.attr(HOLDER_ATTRIBUTE) === undefined) holder.attr(HOLDER_ATTRIBUTE, String(index));
      return $(heading).text().replace(/\s+/g, ' ').trim();
    });
}

/**
 * Readability drops the heading that repeats the page's title, wherever it stands. The content
 * keeps it when it kept the element that held it: it is put back first in that element.
 */
export function restoreTopHeadings(content: Element, headings: readonly string[]): void {
  const kept = new Set(
    [...content.querySelectorAll(`[${TOP_HEADING_ATTRIBUTE}]`)].map((heading) =>
      heading.getAttribute(TOP_HEADING_ATTRIBUTE),
    ),
  );
  const holders = [content, ...content.querySelectorAll(`[${HOLDER_ATTRIBUTE}]`)];
  for (const holder of holders) {
    const index = holder.getAttribute(HOLDER_ATTRIBUTE);
    holder.removeAttribute(HOLDER_ATTRIBUTE);
    const text = index === null ? undefined : headings[Number(index)];
    if (index === null || kept.has(index) || text === undefined || text === '') continue;
    const heading = holder.ownerDocument.createElement('h2');
    heading.setAttribute(TOP_HEADING_ATTRIBUTE, index);
    heading.textContent = text;
    holder.prepend(heading);
  }
}
