import { hasLineSeparator, isBlank, skipBlanks } from './text-scan.js';

/** One line of a section's list, read as far as the format allows. */
export type ListLine =
  | {
      kind: 'link';
      title: string;
      url: string;
      /** Text after `: `, or null when there is none. */
      notes: string | null;
      /** Text follows the link without the `: ` separator (it is not read as notes). */
      looseText: boolean;
      marker: string;
      indented: boolean;
    }
  | { kind: 'item-without-link'; marker: string; indented: boolean };

interface Span {
  value: string;
  end: number;
}

/** `[text]` with nested brackets and backslash escapes, as CommonMark reads link text. */
function readLinkText(source: string, start: number): Span | null {
  if (source[start] !== '[') return null;
  let depth = 0;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\\') {
      index += 1;
    } else if (char === '[') {
      depth += 1;
    } else if (char === ']') {
      depth -= 1;
      if (depth === 0) return { value: source.slice(start + 1, index), end: index + 1 };
    }
  }
  return null;
}

/** `(destination "optional title")`: an angle-bracketed or balanced-parenthesis destination. */
function readDestination(source: string, start: number): Span | null {
  if (source[start] !== '(') return null;
  let index = skipBlanks(source, start + 1);
  let url: string;
  if (source[index] === '<') {
    const close = source.indexOf('>', index + 1);
    if (close < 0) return null;
    url = source.slice(index + 1, close);
    index = close + 1;
  } else {
    const begin = index;
    let depth = 0;
    for (; index < source.length; index += 1) {
      const char = source[index] ?? '';
      if (char === '\\') index += 1;
      else if (char === '(') depth += 1;
      else if (char === ')') {
        if (depth === 0) break;
        depth -= 1;
      } else if (/\s/.test(char)) break;
    }
    url = source.slice(begin, index);
  }
  index = skipBlanks(source, index);
  const quote = source[index];
  if (quote === '"' || quote === "'") {
    const close = source.indexOf(quote, index + 1);
    if (close < 0) return null;
    index = skipBlanks(source, close + 1);
  }
  if (source[index] !== ')' || url.trim() === '') return null;
  return { value: url.trim(), end: index + 1 };
}

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** The list marker at `index` (`-`, `*`, `+`, or up to nine digits and `.` or `)`), or null. */
function readMarker(line: string, index: number): string | null {
  const first = line[index];
  if (first === '-' || first === '*' || first === '+') return first;
  let end = index;
  while (isDigit(line[end]) && end - index < 10) end += 1;
  const digits = end - index;
  const close = line[end];
  if (digits < 1 || digits > 9 || (close !== '.' && close !== ')')) return null;
  return line.slice(index, end + 1);
}

/**
 * The parts of a list item line (indent, marker, body after the blanks), read in one pass: the
 * pattern `^[ \t]*marker[ \t]+(.*)$` backtracked over the blanks, quadratic on a long run of them.
 */
function readListItem(line: string): { indented: boolean; marker: string; body: string } | null {
  const start = skipBlanks(line, 0);
  const marker = readMarker(line, start);
  if (marker === null) return null;
  const afterMarker = start + marker.length;
  if (!isBlank(line[afterMarker]) && line[afterMarker] !== '[') return null;
  const body = line.slice(skipBlanks(line, afterMarker));
  if (hasLineSeparator(body)) return null;
  return { indented: start > 0, marker, body };
}

/** Reads a list item line; null when the line is not a list item at all. */
export function readListLine(line: string): ListLine | null {
  const item = readListItem(line);
  if (!item) return null;
  const { indented, marker, body } = item;
  const text = readLinkText(body, 0);
  const destination = text ? readDestination(body, text.end) : null;
  if (!text || !destination) return { kind: 'item-without-link', marker, indented };
  const rest = body.slice(destination.end);
  const hasNotes = rest.startsWith(':');
  const notes = hasNotes ? rest.slice(1).trim() : '';
  return {
    kind: 'link',
    title: text.value.trim(),
    url: destination.value,
    notes: notes === '' ? null : notes,
    looseText: !hasNotes && rest.trim() !== '',
    marker,
    indented,
  };
}

const URL_START = /^(?:https?:\/\/|www\.)\S/i;
/** A name before `: https://…` longer than this is a sentence that happens to hold a URL. */
const MAX_NAME_CHARS = 80;

const urlAt = (line: string, index: number) => URL_START.test(line.slice(index, index + 9));

function firstColon(line: string): number {
  const ascii = line.indexOf(':');
  const fullWidth = line.indexOf('：');
  if (ascii < 0) return fullWidth;
  return fullWidth < 0 ? ascii : Math.min(ascii, fullWidth);
}

/**
 * A URL written without link syntax (`- Name: https://…` or a URL alone). Read in one pass over the
 * line: the regular expression this replaces tried every split of a run of blanks into indent,
 * marker gap and name, which a line of blanks made slow.
 */
export function looksLikeBareUrl(line: string): boolean {
  const start = skipBlanks(line, 0);
  const hasMarker = '-*+'.includes(line[start] ?? '_') && isBlank(line[start + 1]);
  const afterMarker = hasMarker ? skipBlanks(line, start + 1) : start;
  if (urlAt(line, start) || urlAt(line, afterMarker)) return true;
  // `Name: url`: the name runs from the line start, the end of the indent or any blank after the
  // marker up to the first colon, and holds 1 to 80 characters.
  const colon = firstColon(line);
  if (colon < 1) return false;
  const latestNameStart =
    hasMarker && colon - 1 >= start + 2 ? Math.min(colon - 1, afterMarker) : Math.min(colon - 1, start);
  return colon - latestNameStart <= MAX_NAME_CHARS && urlAt(line, skipBlanks(line, colon + 1));
}
