export type LineEndings = 'lf' | 'crlf' | 'cr' | 'mixed' | 'none';

export interface SplitText {
  /** The lines without their endings; a final line ending does not start another line. */
  lines: string[];
  hasByteOrderMark: boolean;
  lineEndings: LineEndings;
}

function classifyEndings(text: string): LineEndings {
  const crlf = text.match(/\r\n/g)?.length ?? 0;
  const lf = (text.match(/\n/g)?.length ?? 0) - crlf;
  const cr = (text.match(/\r/g)?.length ?? 0) - crlf;
  const kinds = [crlf > 0, lf > 0, cr > 0].filter(Boolean).length;
  if (kinds === 0) return 'none';
  if (kinds > 1) return 'mixed';
  if (crlf > 0) return 'crlf';
  return lf > 0 ? 'lf' : 'cr';
}

/** Splits on LF, CRLF and lone CR alike (files of all three kinds are served), after a UTF-8 BOM. */
export function splitLines(input: string): SplitText {
  const hasByteOrderMark = input.startsWith('\uFEFF');
  const text = hasByteOrderMark ? input.slice(1) : input;
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return { lines, hasByteOrderMark, lineEndings: classifyEndings(text) };
}
