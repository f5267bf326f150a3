import { describe, expect, it } from 'vitest';
import pc from 'picocolors';
import type { AnalysisProgress } from '@signpost/contracts';
import { createProgressReporter, describeProgress, PLAIN_LINE_INTERVAL_MS } from './progress-bar.js';

const stream = (isTTY: boolean, columns = 100) => {
  const writes: string[] = [];
  return { writes, isTTY, columns, write: (text: string) => (writes.push(text), true) };
};

const progress = (stage: AnalysisProgress['stage'], counts: Partial<AnalysisProgress>): AnalysisProgress => ({
  stage,
  percent: 0,
  pagesFound: 0,
  pagesFetched: 0,
  pagesScored: 0,
  stages: [],
  ...counts,
});

// eslint-disable-next-line no-control-regex
const COLOUR_CODE = /\u001b\[[0-9;]*m/;

describe('describeProgress', () => {
  it('names the stage and counts the pages found and read while discovery runs', () => {
    expect(describeProgress(progress('discovery', { pagesFound: 1 }))).toEqual({
      stage: 'Site Discovery',
      detail: '1 page found',
    });
    expect(describeProgress(progress('discovery', { pagesFound: 12, pagesFetched: 4 })).detail).toBe(
      '12 pages found, 4 read',
    );
    expect(describeProgress(progress('content-fetch', { pagesFound: 12, pagesFetched: 5 })).detail).toBe(
      '5 of 12 pages read',
    );
    expect(describeProgress(progress('ai-analysis', { pagesFetched: 12, pagesScored: 3 })).detail).toBe(
      '3 of 12 pages scored',
    );
  });
});

describe('createProgressReporter on a terminal', () => {
  it('draws a bar in place, shows the counts rising, and clears its line when stopped', () => {
    const terminal = stream(true);
    const reporter = createProgressReporter(terminal, pc.createColors(false));
    reporter.update(progress('discovery', { percent: 4, pagesFound: 3 }));
    reporter.update(progress('discovery', { percent: 12, pagesFound: 12, pagesFetched: 4 }));
    reporter.stop();
    const drawn = terminal.writes.join('');
    expect(drawn).toContain('Site Discovery');
    expect(drawn).toContain('3 pages found');
    // The last frame, drawn when the bar stops, has the latest counts.
    expect(drawn).toContain('12 pages found, 4 read');
    expect(drawn).toMatch(/[█░]{24}/);
    expect(drawn).not.toMatch(COLOUR_CODE);
    // Cursor hidden while drawing, shown again, and the line cleared for what follows.
    expect(drawn).toContain('\u001b[?25l');
    expect(drawn.endsWith('\u001b[2K')).toBe(true);
    expect(drawn.lastIndexOf('\u001b[?25h')).toBeGreaterThan(drawn.lastIndexOf('\u001b[?25l'));
  });

  it('colours the bar when the stream may have colour', () => {
    const terminal = stream(true);
    const reporter = createProgressReporter(terminal, pc.createColors(true));
    reporter.update(progress('content-fetch', { percent: 40, pagesFound: 10, pagesFetched: 2 }));
    reporter.stop();
    expect(terminal.writes.join('')).toMatch(COLOUR_CODE);
  });
});

describe('createProgressReporter off a terminal', () => {
  it('writes plain lines: one per stage, and within a stage at most one per interval', () => {
    const piped = stream(false);
    let now = 0;
    const reporter = createProgressReporter(piped, pc.createColors(true), { now: () => now });
    reporter.update(progress('discovery', { percent: 4, pagesFound: 1 }));
    now += 1_000;
    reporter.update(progress('discovery', { percent: 8, pagesFound: 5 }));
    now += PLAIN_LINE_INTERVAL_MS;
    reporter.update(progress('discovery', { percent: 20, pagesFound: 40, pagesFetched: 9 }));
    reporter.update(progress('content-fetch', { percent: 30, pagesFound: 40, pagesFetched: 10 }));
    reporter.update(progress('content-fetch', { percent: 30, pagesFound: 40, pagesFetched: 10 }));
    reporter.stop();
    expect(piped.writes).toEqual([
      '[  4%] Site Discovery: 1 page found\n',
      '[ 20%] Site Discovery: 40 pages found, 9 read\n',
      '[ 30%] Content Extraction: 10 of 40 pages read\n',
    ]);
  });

  it('writes the lines on a terminal too when asked, as --verbose does for its log lines', () => {
    const terminal = stream(true);
    createProgressReporter(terminal, pc.createColors(false), { live: false }).update(
      progress('discovery', { percent: 4, pagesFound: 2 }),
    );
    expect(terminal.writes).toEqual(['[  4%] Site Discovery: 2 pages found\n']);
  });
});
