/** Words shorter than this are too common to tell whether a markdown copy carries its page's text. */
const CONTENT_WORD_LENGTH = 5;
/** A page's vocabulary is compared this far; no page of prose has more distinct long words. */
const MAX_CONTENT_WORDS = 20_000;

/** The distinct long words of a text, lower-cased, for comparing a page with its markdown copy. */
export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const [word] of text.matchAll(new RegExp(`\\p{L}{${CONTENT_WORD_LENGTH},}`, 'gu'))) {
    if (words.size === MAX_CONTENT_WORDS) break;
    words.add(word.toLowerCase());
  }
  return words;
}
