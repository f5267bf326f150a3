import { describe, expect, it } from 'vitest';
import type { Monitor, MonitorRun } from '@signpost/contracts';
import {
  anyRunning,
  changeSummary,
  isBaseline,
  liveFileText,
  monitorAllowance,
  nextRunText,
  notifyText,
  runSections,
  splitUrls,
} from './monitor-format.js';

const CREATED = '2030-05-01T10:00:00.000Z';

function run(change: Partial<MonitorRun> = {}): MonitorRun {
  return {
    id: 'r',
    startedAt: CREATED,
    finishedAt: '2030-05-01T10:01:00.000Z',
    status: 'completed',
    added: [],
    removed: [],
    changed: [],
    brokenLinks: [],
    liveFile: null,
    analysisId: null,
    error: null,
    ...change,
  };
}

describe('nextRunText', () => {
  it('says Paused for a paused monitor, else when it runs', () => {
    expect(nextRunText({ paused: true, nextRunAt: null })).toBe('Paused');
    expect(nextRunText({ paused: false, nextRunAt: null })).toBe('Not scheduled');
    expect(nextRunText({ paused: false, nextRunAt: '2030-05-02T10:00:00.000Z' })).toMatch(/2030/);
  });
});

describe('isBaseline', () => {
  it('is the run started with the monitor, not a later one', () => {
    expect(isBaseline(run(), CREATED)).toBe(true);
    expect(isBaseline(run({ startedAt: '2030-05-02T10:00:00.000Z' }), CREATED)).toBe(false);
  });
});

describe('changeSummary', () => {
  it('counts each kind of change, leaving out the empty ones', () => {
    const found = run({ added: ['a', 'b'], changed: ['c'], brokenLinks: ['d'] });
    expect(changeSummary(found, false)).toBe('2 added, 1 changed, 1 broken link');
    expect(changeSummary(run({ removed: ['x'], brokenLinks: ['y', 'z'] }), false)).toBe(
      '1 removed, 2 broken links',
    );
  });

  it('names a baseline, a quiet run, a running, a failed and a skipped one', () => {
    expect(changeSummary(run(), true)).toBe('Baseline: pages recorded');
    expect(changeSummary(run(), false)).toBe('No changes');
    expect(changeSummary(run({ status: 'running' }), false)).toBe('Running now…');
    expect(changeSummary(run({ status: 'failed', error: 'gone' }), false)).toBe('Failed');
    expect(changeSummary(run({ status: 'skipped', error: 'used up' }), false)).toBe('Skipped');
  });
});

describe('liveFileText', () => {
  it('says in words what the site serves', () => {
    expect(liveFileText(null)).toMatch(/not checked/);
    expect(liveFileText({ status: 'missing', url: 'u' })).toBe('The site serves no /llms.txt yet.');
    expect(liveFileText({ status: 'matches', url: 'u' })).toMatch(/matches/);
    expect(liveFileText({ status: 'differs', url: 'u' })).toMatch(/differs/);
  });
});

describe('runSections and splitUrls', () => {
  it('lists the four sections in order', () => {
    const sections = runSections(run({ added: ['a'], brokenLinks: ['b'] }));
    expect(sections.map(({ title, urls }) => [title, urls.length])).toEqual([
      ['Added', 1],
      ['Removed', 0],
      ['Changed', 0],
      ['Broken links', 1],
    ]);
  });

  it('shows the first few of a long list until expanded', () => {
    const urls = Array.from({ length: 8 }, (_, i) => `u${i}`);
    expect(splitUrls(urls, false)).toEqual({ shown: urls.slice(0, 5), hiddenCount: 3 });
    expect(splitUrls(urls, true)).toEqual({ shown: urls, hiddenCount: 0 });
    expect(splitUrls(['a'], false)).toEqual({ shown: ['a'], hiddenCount: 0 });
  });
});

describe('anyRunning', () => {
  it('is true while any run runs', () => {
    expect(anyRunning([null, run(), run({ status: 'running' })])).toBe(true);
    expect(anyRunning([null, run({ status: 'failed' })])).toBe(false);
  });
});

describe('monitorAllowance', () => {
  const monitors = [{}, {}] as Monitor[];
  it('tells a plan without monitors, a full one and one with room', () => {
    expect(monitorAllowance({ monitors: [], limit: 0 })).toBe('upgrade');
    expect(monitorAllowance({ monitors, limit: 2 })).toBe('full');
    expect(monitorAllowance({ monitors, limit: 3 })).toBe('open');
  });
});

describe('notifyText', () => {
  it('names each way the owner is told', () => {
    expect(notifyText({ email: true })).toBe('Email');
    expect(notifyText({ email: true, webhookUrl: 'https://h.example.com' })).toBe('Email and webhook');
    expect(notifyText({ email: false, webhookUrl: 'https://h.example.com' })).toBe('Webhook');
    expect(notifyText({ email: false })).toBe('Only here');
  });
});
