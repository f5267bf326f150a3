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

const LIST_ITEM = /^([ \t]*)([-*+]|\d{1,9}[.)])(?:[ \t]+|(?=\[))(.*)$/;

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

function skipBlanks(source: string, index: number): number {
  let position = index;
  while (source[position] === ' ' || source[position] === '\t') position += 1;
  return position;
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

/** Reads a list item line; null when the line is not a list item at all. */
export function readListLine(line: string): ListLine | null {
  const item = LIST_ITEM.exec(line);
  if (!item) return null;
  const indented = (item[1] ?? '').length > 0;
  const marker = item[2] ?? '-';
  const body = item[3] ?? '';
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

const BARE_URL = /^[ \t]*(?:[-*+][ \t]+)?(?:[^:：]{1,80}[:：][ \t]*)?(?:https?:\/\/|www\.)\S+/i;

/** A URL written without link syntax (`- Name: https://…` or a URL alone). */
export function looksLikeBareUrl(line: string): boolean {
  return BARE_URL.test(line);
}
