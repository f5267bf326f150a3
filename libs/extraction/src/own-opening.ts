import { MIN_PARAGRAPH_CHARS, readsAsProse, summarise } from './lead-paragraph.js';
import { collapseWhitespace } from './text-utils.js';

/** Blocks of markdown that are no running prose: headings, lists, quotes, code, tables, images, rules. */
const NOT_PROSE_BLOCK = /^(?:#|[-*+]\s|\d+[.)]\s|>|```|~~~|\||!\[|<|[-*_]{3,}\s*$)/;

/** Inline markdown read as the text it shows: links and images by their words, marks dropped. */
function plainInline(block: string): string {
  return collapseWhitespace(
    block
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2')
      .replace(/\\([\\`*_{}[\]()#+\-.!|>])/g, '$1'),
  );
}

/**
 * The first paragraph of a page's own prose in its markdown, as a summary, passing over the
 * paragraphs `isPassedOver` names (a lead the page shares with others: an included notice, a
 * version banner, a standard opening). Empty when the page has no other paragraph of prose.
 */
export function ownOpening(markdown: string, isPassedOver: (paragraph: string) => boolean): string {
  for (const raw of markdown.split(/\n\s*\n/)) {
    const block = raw.trim();
    if (block === '' || NOT_PROSE_BLOCK.test(block)) continue;
    const text = plainInline(block);
    if (text.length < MIN_PARAGRAPH_CHARS || !readsAsProse(text) || isPassedOver(text)) continue;
    return summarise(text);
  }
  return '';
}
