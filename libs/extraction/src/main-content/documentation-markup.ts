import type { Cheerio, CheerioAPI } from 'cheerio';
import type { DomNode } from '../dom-text.js';
import { removePermalinksAndHiddenText } from '../heading-permalinks.js';
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
function unfoldTabs($: CheerioAPI): void {
  for (const list of $('[role="tablist"]').toArray()) {
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
  for (const group of $('.vp-code-group').toArray()) {
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
function quoteAdmonitions($: CheerioAPI): void {
  const boxes = $('div, aside, section').filter((_, box) => ADMONITION.test(box.attribs.class ?? ''));
  for (const box of boxes.toArray().reverse()) {
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

function removeOnThisPageLabels($: CheerioAPI, scope: Cheerio<DomNode>): void {
  scope
    .find('h2, h3, p, span, div, label, summary, strong')
    .filter((_, element) => element.children.length <= 1 && ON_THIS_PAGE.test($(element).text().trim()))
    .remove();
}

/**
 * Rewrites the markup that documentation generators put around their text, in place, so that a
 * main-content reader keeps the text and nothing else: permalink anchors, the page's own table of
 * contents, controls and hidden tab panels out; code blocks with their lines; tips and warnings as
 * quotes with their titles.
 */
export function normaliseDocumentationMarkup($: CheerioAPI): void {
  $(TABLE_OF_CONTENTS).remove();
  removePermalinksAndHiddenText($, $.root());
  normaliseCodeBlocks($);
  unfoldTabs($);
  $(CONTROLS).remove();
  quoteAdmonitions($);
  removeOnThisPageLabels($, $('body'));
}
