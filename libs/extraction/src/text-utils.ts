export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Cuts text to at most `max` characters, never through a surrogate pair. */
export function capLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/** Shortens text to about `max` characters at a word boundary, marking the cut with an ellipsis. */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = capLength(text, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = lastSpace >= max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${trimEndOf(atWord, ',;:.-–—', true)}…`;
}

/**
 * Words in text: runs of letters or digits (with inner apostrophes and hyphens); each CJK
 * ideograph or kana counts as one, since those scripts do not separate words with spaces.
 */
export function countWords(text: string): number {
  const matches = text.match(
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu,
  );
  return matches?.length ?? 0;
}

/**
 * `text` without the characters of `chars` (and white space too, when asked) at its end, in one pass
 * from the end: the pattern `[…]+$` retries from every character of a long run, quadratic in it.
 */
export function trimEndOf(text: string, chars: string, andWhiteSpace = false): string {
  let end = text.length;
  while (end > 0) {
    const char = text.charAt(end - 1);
    if (!chars.includes(char) && !(andWhiteSpace && char.trim() === '')) break;
    end -= 1;
  }
  return text.slice(0, end);
}
