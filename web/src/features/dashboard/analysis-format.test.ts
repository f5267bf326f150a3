import { describe, expect, it } from 'vitest';
import { cacheNote, formatSeconds, formatUsd, pageText } from './analysis-format.js';

const metrics = {
  processingTime: 12,
  aiCallsUsed: 0,
  cachedPages: 0,
  estimatedCost: 0,
  cacheHit: false,
  costSaved: 0,
  timeSaved: 0,
};

describe('analysis figures', () => {
  it('shows seconds to one decimal and costs down to a hundredth of a cent', () => {
    expect(formatSeconds(4)).toBe('4.0 s');
    expect(formatSeconds(12.345)).toBe('12.3 s');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(0.00512)).toBe('$0.0051');
    expect(formatUsd(1.5)).toBe('$1.50');
  });

  it('falls back to the spec words for an empty title or description', () => {
    expect(pageText({ title: '  ', description: '' })).toEqual({
      title: 'Untitled Page',
      description: 'No description available',
    });
    expect(pageText({ title: 'Install', description: 'How to' })).toEqual({
      title: 'Install',
      description: 'How to',
    });
  });
});

describe('cacheNote', () => {
  it('says nothing when the cache played no part', () => {
    expect(cacheNote(metrics)).toBeNull();
  });

  it('tells a whole-run cache hit with the cost and time it saved', () => {
    expect(cacheNote({ ...metrics, cacheHit: true, costSaved: 0.012, timeSaved: 31.5 })).toBe(
      'Answered from an analysis of the same site made in the last 24 hours. It saved $0.012 in AI costs and 31.5 s of processing.',
    );
    expect(cacheNote({ ...metrics, cacheHit: true })).toBe(
      'Answered from an analysis of the same site made in the last 24 hours.',
    );
  });

  it('tells a re-run that reused unchanged pages what it saved', () => {
    expect(cacheNote({ ...metrics, cachedPages: 3, costSaved: 0.003 })).toBe(
      '3 unchanged pages reused an earlier score. It saved $0.003 in AI costs.',
    );
  });
});
