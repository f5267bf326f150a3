import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { IN_PAGE_LINK, isPermalink, VISUALLY_HIDDEN } from '../heading-permalinks.js';
import { isAttached, matchesInOneWalk } from '../page-query.js';
import { normaliseCodeBlocks } from './code-blocks.js';

/** A page's own table of contents ("On this page"), as the documentation generators mark it. */
const TABLE_OF_CONTENTS = [
  '.table-of-contents',
  '[class*="table-of-contents"]',
  '.toc',
  '[class^="toc"]',
  '[class*=" toc"]',
  '[class*="tocCollapsible"]',
  'starlight-toc',
  'mobile-starlight-toc',
  '.VPDocAsideOutline',
  '.VPLocalNav',
  '.md-sidebar--secondary',
].join(', ');

/** Controls, never content: copy buttons, tab buttons, theme toggles. */
const CONTROLS = 'button, [role="button"], input, select, textarea';

/** Boxes set apart from the text: tips, warnings, notes (Docusaurus, VitePress, Starlight, MkDocs). */
const ADMONITION =
  /(?:^|\s)(?:theme-admonition|admonition|custom-block|starlight-aside|callout|alert)(?:\s|$)/;
const ADMONITION_TITLE =
  /(?:admonitionHeading|custom-block-title|starlight-aside__title|admonition-title|callout-title)/;

const ON_THIS_PAGE = /^(?:on this page|table of contents|in this article|contents)$/i;

/** Each tab's panel keeps its content, hidden or not, under the tab's name; the tab strip goes. */
function unfoldTabs($: CheerioAPI, tabLists: readonly Element[], codeGroups: readonly Element[]): void {
  for (const list of tabLists) {
    const tabs = $(list).find('[role="tab"]').toArray();
    const owner = $(list)
      .parents()
      .filter((_, ancestor) => $(ancestor).find('[role="tabpanel"]').length > 0)
      .first();
    const panels = owner
      .find('[role="tabpanel"]')
      .filter((_, panel) => $(panel).parentsUntil(owner).filter('[role="tabpanel"]').length === 0)
      .toArray();
    panels.forEach((panel, index) => {
      const name = tabs[index] === undefined ? '' : $(tabs[index]).text().trim();
      $(panel).removeAttr('hidden').removeAttr('aria-hidden').removeAttr('style');
      if (name !== '') $(panel).prepend($('<p></p>').append($('<strong></strong>').text(name)));
    });
    $(list).remove();
  }
  for (const group of codeGroups) {
    const names = $(group)
      .find('.tabs label')
      .toArray()
      .map((label) => $(label).text().trim());
    $(group)
      .find('.blocks > *')
      .toArray()
      .forEach((block, index) => {
        const name = names[index];
        if (name) $(block).before($('<p></p>').append($('<strong></strong>').text(name)));
      });
    $(group).find('.tabs').remove();
  }
}

/** An admonition becomes a quote that opens with its title in bold ("**Tip**"). */
function quoteAdmonitions($: CheerioAPI, boxes: readonly Element[]): void {
  for (const box of boxes
    .filter((candidate) => ADMONITION.test(candidate.attribs['class'] ?? ''))
    .reverse()) {
    const element = $(box);
    const title = element
      .find('*')
      .filter((_, part) => ADMONITION_TITLE.test(part.attribs.class ?? ''))
      .first();
    const titleText = title.text().trim();
    title.remove();
    const quote = $('<blockquote></blockquote>');
    if (titleText !== '') quote.append($('<p></p>').append($('<strong></strong>').text(titleText)));
    quote.append(element.contents());
    element.replaceWith(quote);
  }
}

function isOnThisPageLabel($: CheerioAPI, element: Element): boolean {
  return element.children.length <= 1 && ON_THIS_PAGE.test($(element).text().trim());
}

/** What each step below works on, taken in one walk of the page before any step changes it. */
const STEP_TARGETS = {
  tableOfContents: TABLE_OF_CONTENTS,
  inPageLinks: IN_PAGE_LINK,
  hidden: VISUALLY_HIDDEN,
  codeBlocks: 'pre',
  tabLists: '[role="tablist"]',
  codeGroups: '.vp-code-group',
  controls: CONTROLS,
  boxes: 'div, aside, section',
  labels: 'h2, h3, p, span, div, label, summary, strong',
} as const;

/**
 * Rewrites the markup that documentation generators put around their text, in place, so that a
 * main-content reader keeps the text and nothing else: permalink anchors, the page's own table of
 * contents, controls and hidden tab panels out; code blocks with their lines; tips and warnings as
 * quotes with their titles.
 */
export function normaliseDocumentationMarkup($: CheerioAPI): void {
  const root = $.root()[0];
  if (root === undefined) return;
  const targets = matchesInOneWalk(root, STEP_TARGETS);
  const stillThere = (elements: readonly Element[]) =>
    elements.filter((element) => isAttached(element, root));
  $(targets.tableOfContents).remove();
  $(stillThere(targets.inPageLinks).filter((link) => isPermalink($, link))).remove();
  $(stillThere(targets.hidden)).remove();
  normaliseCodeBlocks($, stillThere(targets.codeBlocks));
  unfoldTabs($, stillThere(targets.tabLists), stillThere(targets.codeGroups));
  $(stillThere(targets.controls)).remove();
  quoteAdmonitions($, stillThere(targets.boxes));
  $(stillThere(targets.labels).filter((element) => isOnThisPageLabel($, element))).remove();
}
