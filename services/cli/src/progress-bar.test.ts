import { describe, expect, it } from 'vitest';
import { createProgressBar } from './progress-bar.js';

const stream = (isTTY: boolean, columns = 80) => {
  const writes: string[] = [];
  return { writes, isTTY, columns, write: (text: string) => (writes.push(text), true) };
};

describe('createProgressBar', () => {
  it('redraws one line in place on a terminal and clears it when stopped', () => {
    const terminal = stream(true);
    const bar = createProgressBar(terminal);
    bar.update(0.5, 'Reading pages: 5 of 10');
    bar.update(0.5, 'Reading pages: 5 of 10');
    bar.update(2, 'Done');
    bar.stop();
    expect(terminal.writes).toEqual([
      '\r\u001b[2K[############------------]  50%  Reading pages: 5 of 10',
      '\r\u001b[2K[########################] 100%  Done',
      '\r\u001b[2K',
    ]);
  });

  it('fits the terminal width and draws nothing when output is not a terminal', () => {
    const narrow = stream(true, 30);
    createProgressBar(narrow).update(0.1, 'A long label that does not fit');
    expect(narrow.writes[0]?.replace('\r\u001b[2K', '')).toHaveLength(29);
    const piped = stream(false);
    const bar = createProgressBar(piped);
    bar.update(0.3, 'x');
    bar.stop();
    expect(piped.writes).toEqual([]);
  });
});
