import { hasLineSeparator, isBlank } from './text-scan.js';

export interface HeadingLine {
  level: number;
  text: string;
}

/**
 * An ATX heading (`## Name`, up to three spaces before it), read with string steps rather than a
 * regular expression: `^ {0,3}(#+)[ \t]+(.*?)[ \t]*$` backtracks over long runs of blanks, which a
 * single line of a pasted file can make quadratic.
 */
export function readHeading(line: string): HeadingLine | null {
  let start = 0;
  while (start < 3 && line[start] === ' ') start += 1;
  let end = start;
  while (line[end] === '#') end += 1;
  const level = end - start;
  if (level < 1 || level > 6) return null;
  const rest = line.slice(end);
  if (rest !== '' && !isBlank(rest[0])) return null;
  // A U+2028/U+2029 inside the line ends a Markdown inline (`.` never matched it): not a heading.
  if (hasLineSeparator(rest)) return null;
  return { level, text: rest.trim() };
}
