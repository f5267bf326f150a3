import { readHeading } from './heading-line.js';

interface Fence {
  char: '`' | '~';
  length: number;
}

/** A fence line (three or more backticks or tildes, up to three spaces in), read without a pattern. */
function fenceOf(line: string): (Fence & { rest: string }) | null {
  let start = 0;
  while (start < 3 && line[start] === ' ') start += 1;
  const char = line[start];
  if (char !== '`' && char !== '~') return null;
  let end = start;
  while (line[end] === char) end += 1;
  if (end - start < 3) return null;
  const rest = line.slice(end);
  // CommonMark: the info string of a backtick fence holds no backtick (that line is inline code).
  if (char === '`' && rest.includes('`')) return null;
  return { char, length: end - start, rest };
}

const closes = (line: string, open: Fence) => {
  const fence = fenceOf(line);
  return (
    fence !== null && fence.char === open.char && fence.length >= open.length && fence.rest.trim() === ''
  );
};

/**
 * Lines of page furniture that the extraction may leave behind (a skip link, a copy button's label),
 * dropped when a line is nothing else. Compared lower-cased and trimmed; page text never reads so.
 */
const CHROME_LINES: ReadonlySet<string> = new Set([
  'skip to main content',
  'skip to content',
  'copy',
  'copy code',
  'copy page',
  'copied!',
  'edit this page',
  'edit on github',
  'was this page helpful?',
  'ask ai',
]);

/**
 * Page content placed under an H2 of ours: line endings made LF; outside code, trailing white space
 * dropped, runs of blank lines made one, leftover chrome lines dropped and the page's own headings
 * moved two levels down, so they cannot start a section or a second title. Fenced code is kept as
 * written, with its language, and a fence the page leaves open is closed, so the next page's heading
 * is not read as code. Every step is one pass over a line (pages hold lines of any length).
 */
export function fullTextBody(content: string): string {
  const out: string[] = [];
  let open: Fence | null = null;
  let blankRun = 0;
  for (const raw of content.replace(/\r\n?/g, '\n').split('\n')) {
    if (open) {
      out.push(raw);
      if (closes(raw, open)) open = null;
      continue;
    }
    const line = raw.trimEnd();
    if (line === '') {
      blankRun += 1;
      if (blankRun === 1) out.push('');
      continue;
    }
    blankRun = 0;
    if (CHROME_LINES.has(line.trim().toLowerCase())) continue;
    const fence = fenceOf(line);
    if (fence) {
      open = fence;
      out.push(line);
      continue;
    }
    const heading = readHeading(line);
    if (!heading) out.push(line);
    else out.push(`${'#'.repeat(Math.min(6, heading.level + 2))}${heading.text ? ` ${heading.text}` : ''}`);
  }
  while (out.at(-1) === '') out.pop();
  while (out[0] === '') out.shift();
  if (open) out.push(open.char.repeat(open.length));
  return out.join('\n');
}

/** `text` with a code fence it leaves open closed, so what follows it is not read as code. */
export function closeOpenFence(text: string): string {
  let open: Fence | null = null;
  for (const line of text.split('\n')) {
    if (open) {
      if (closes(line, open)) open = null;
    } else {
      open = fenceOf(line);
    }
  }
  return open ? `${text}\n${open.char.repeat(open.length)}` : text;
}
