import { decodeHTMLStrict } from 'entities';
import { collapseWhitespace } from './text-utils.js';

/**
 * Soft hyphens, zero-width spaces, word joiners and byte-order marks: invisible in a browser, noise
 * in an llms.txt line. Zero-width (non-)joiners stay: they shape emoji and scripts such as Persian.
 */
const INVISIBLE = /[\u00AD\u200B\u2060\uFEFF]/g;

export function withoutInvisibles(text: string): string {
  return text.replace(INVISIBLE, '');
}

/**
 * A title or a meta tag's text, read once more for entities: generators that escape an already
 * escaped value (`content="Komponenten&amp;shy;eigenschaften"`, `&amp;#039;`) leave entities in
 * the parsed text. Only complete entities (with their semicolon) are decoded, so a stray `&para=`
 * of a URL stays as written.
 */
export function cleanDeclaredText(text: string): string {
  return collapseWhitespace(withoutInvisibles(decodeHTMLStrict(text)));
}
