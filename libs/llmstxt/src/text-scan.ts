/**
 * Small scanners over text. The parser, the checks and the generators read lines with these and with
 * string methods instead of regular expressions whose backtracking grows with the square of a run
 * of blanks (`[ \t]+$`, `[ \t]+(.*)$`): every read here is one pass over the line.
 */

export const isBlank = (char: string | undefined): boolean => char === ' ' || char === '\t';

/** The index of the first character at or after `index` that is not a space or a tab. */
export function skipBlanks(line: string, index: number): number {
  let position = index;
  while (isBlank(line[position])) position += 1;
  return position;
}

/** The line ends in a space or a tab. */
export const endsWithBlank = (line: string): boolean => isBlank(line.at(-1));

/** U+2028 and U+2029 end a line for JavaScript's `.`, so a pattern written with `.*$` never crossed them. */
export const hasLineSeparator = (text: string): boolean => text.includes('\u2028') || text.includes('\u2029');

/** `text` without the characters of `chars` at its end; the pattern `[…]+$` is quadratic on a run of them. */
export function trimEndOf(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}
