import type { AnalysisProgress, AnalysisRecord } from '@signpost/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.js';
import {
  isPermanentPollError,
  pageCounterText,
  readingRate,
  shouldKeepPolling,
  stageStatus,
} from './analysis-progress.js';

function progress(overrides: Partial<AnalysisProgress>): AnalysisProgress {
  return {
    stage: 'discovery',
    percent: 0,
    pagesFound: 0,
    pagesFetched: 0,
    pagesScored: 0,
    stages: [],
    ...overrides,
  };
}

function record(status: AnalysisRecord['status']): AnalysisRecord {
  return { status } as AnalysisRecord;
}

describe('pageCounterText', () => {
  it('words the counter for the running stage', () => {
    expect(pageCounterText(progress({ stage: 'discovery' }))).toBe('Looking for pages…');
    expect(pageCounterText(progress({ stage: 'discovery', pagesFound: 1 }))).toBe('1 page found · 0 read');
    expect(pageCounterText(progress({ stage: 'content-fetch', pagesFound: 40, pagesFetched: 12 }))).toBe(
      '12 of 40 pages read',
    );
    expect(pageCounterText(progress({ stage: 'ai-analysis', pagesFound: 40, pagesScored: 5 }))).toBe(
      '5 of 40 pages scored',
    );
    expect(pageCounterText(progress({ stage: 'finalization', pagesFound: 40 }))).toBe(
      'Compiling results for 40 pages',
    );
  });
});

describe('the reading rate', () => {
  const startedAt = '2026-11-28T10:00:00.000Z';
  const running = (stage: AnalysisProgress['stage'], counts: Partial<AnalysisProgress>) =>
    progress({
      stage,
      ...counts,
      stages: [{ id: stage, label: stage, status: 'running', startedAt, finishedAt: null }],
    });

  it('shows pages found and read rising during discovery, with pages read a second', () => {
    const at = (seconds: number) => new Date(Date.parse(startedAt) + seconds * 1000);
    expect(pageCounterText(running('discovery', { pagesFound: 120, pagesFetched: 40 }), at(4))).toBe(
      '120 pages found · 40 read · 10 pages/s',
    );
    expect(pageCounterText(running('discovery', { pagesFound: 900, pagesFetched: 3 }), at(2))).toBe(
      '900 pages found · 3 read · 1.5 pages/s',
    );
    expect(pageCounterText(running('content-fetch', { pagesFound: 40, pagesFetched: 12 }), at(3))).toBe(
      '12 of 40 pages read · 4.0 pages/s',
    );
  });

  it('says no rate before a second and a page have passed, nor while scoring', () => {
    const soon = new Date(Date.parse(startedAt) + 500);
    expect(readingRate(running('discovery', { pagesFound: 3, pagesFetched: 2 }), soon)).toBeNull();
    expect(
      readingRate(running('discovery', { pagesFound: 3 }), new Date(Date.parse(startedAt) + 5000)),
    ).toBeNull();
    expect(
      readingRate(running('ai-analysis', { pagesFetched: 9 }), new Date(Date.parse(startedAt) + 5000)),
    ).toBeNull();
  });
});

describe('stageStatus', () => {
  it("reads a stage's status and calls an unreported stage pending", () => {
    const stages: AnalysisProgress['stages'] = [
      { id: 'discovery', label: 'Site Discovery', status: 'completed', startedAt: null, finishedAt: null },
      {
        id: 'content-fetch',
        label: 'Content Extraction',
        status: 'running',
        startedAt: null,
        finishedAt: null,
      },
    ];

    expect(stageStatus(progress({ stages }), 'discovery')).toBe('completed');
    expect(stageStatus(progress({ stages }), 'content-fetch')).toBe('running');
    expect(stageStatus(progress({ stages }), 'ai-analysis')).toBe('pending');
    expect(stageStatus(undefined, 'discovery')).toBe('pending');
  });
});

describe('shouldKeepPolling', () => {
  it('polls while processing and stops at a final status', () => {
    expect(shouldKeepPolling(undefined, null)).toBe(true);
    expect(shouldKeepPolling(record('processing'), null)).toBe(true);
    expect(shouldKeepPolling(record('completed'), null)).toBe(false);
    expect(shouldKeepPolling(record('failed'), null)).toBe(false);
  });

  it('waits out network trouble and server errors but not a missing analysis', () => {
    expect(shouldKeepPolling(undefined, new ApiError(0, 'network', 'offline'))).toBe(true);
    expect(shouldKeepPolling(undefined, new ApiError(503, 'unavailable', 'down'))).toBe(true);
    expect(shouldKeepPolling(undefined, new ApiError(429, 'rate_limited', 'slow down'))).toBe(true);
    expect(shouldKeepPolling(undefined, new ApiError(404, 'not_found', 'gone'))).toBe(false);
    expect(isPermanentPollError(new ApiError(400, 'bad_request', 'bad id'))).toBe(true);
    expect(isPermanentPollError(new Error('other'))).toBe(false);
  });
});
