import type { Cheerio, CheerioAPI } from 'cheerio';
import { withoutInvisibles } from './clean-text.js';
import { readableText, type DomNode } from './dom-text.js';
import { removePermalinksAndHiddenText } from './heading-permalinks.js';
import { collapseWhitespace } from './text-utils.js';

/**
 * Labels set beside a heading's text ("5.0.0", "experimental", "beta"): Docusaurus and Infima
 * `.badge`, VitePress `.VPBadge`, Starlight `.sl-badge`, and the many themes that name theirs so.
 */
const BADGE_SELECTOR = '[class*="badge" i]';

export interface HeadingText {
  /** What a reader takes for the heading: without badges and permalink marks. */
  text: string;
  /** The badges' own texts, in order. */
  badges: string[];
}

/** A heading's text without its badges and permalink marks (the page is left as it was). */
export function readHeading($: CheerioAPI, heading: Cheerio<DomNode>): HeadingText {
  const first = heading.first();
  // Most headings are text alone: nothing in them to leave out, and no copy to make.
  if (first.children().length === 0) {
    return { text: collapseWhitespace(withoutInvisibles(readableText(first))), badges: [] };
  }
  const copy = first.clone();
  removePermalinksAndHiddenText($, copy);
  const badgeElements = copy.find(BADGE_SELECTOR);
  const badges = badgeElements
    .toArray()
    .map((badge) => collapseWhitespace(withoutInvisibles(readableText($(badge)))))
    .filter((badge) => badge !== '');
  badgeElements.remove();
  return { text: collapseWhitespace(withoutInvisibles(readableText(copy))), badges };
}

const SEPARATED_PARTS = /(\s(?:\||-|—|–|·|::|»)\s)/;

const tokensOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '');

/**
 * The title without the badge texts its generator copied from the heading ("Custom Benchmark
 * Provider 5.0.0 advanced | Vitest" under the heading "Custom Benchmark Provider" with the badges
 * "5.0.0+" and "advanced"): the part of the title that reads as the heading followed by nothing
 * but badge words becomes the heading alone.
 */
export function titleWithoutBadges(title: string, heading: HeadingText): string {
  if (heading.badges.length === 0 || heading.text === '') return title;
  const badgeTokens = new Set(heading.badges.flatMap(tokensOf));
  const headingTokens = tokensOf(heading.text);
  const parts = title.split(SEPARATED_PARTS);
  for (let index = 0; index < parts.length; index += 2) {
    const tokens = tokensOf(parts[index] ?? '');
    const extra = tokens.slice(headingTokens.length);
    const startsWithHeading = headingTokens.every((token, position) => tokens[position] === token);
    if (startsWithHeading && extra.length > 0 && extra.every((token) => badgeTokens.has(token))) {
      parts[index] = heading.text;
      return parts.join('');
    }
  }
  return title;
}
