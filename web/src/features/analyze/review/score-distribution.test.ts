import { describe, expect, it } from 'vitest';
import { distributionSummary, scoreDistribution } from './score-distribution.js';

describe('scoreDistribution', () => {
  it('counts pages per whole score from 1 to 10 with their band', () => {
    const buckets = scoreDistribution([9.5, 9.1, 8, 7.9, 6.2, 4.4, 1, 10]);
    expect(buckets).toHaveLength(10);
    expect(buckets.map((bucket) => bucket.count)).toEqual([1, 0, 0, 1, 0, 1, 1, 1, 2, 1]);
    expect(buckets.map((bucket) => bucket.band)).toEqual([
      'low',
      'low',
      'low',
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
      'high',
    ]);
  });

  it('keeps out-of-range scores on the chart', () => {
    expect(scoreDistribution([0.4, 11]).map((bucket) => bucket.count)).toEqual([
      1, 0, 0, 0, 0, 0, 0, 0, 0, 1,
    ]);
  });

  it('sums the bands in its text alternative', () => {
    expect(distributionSummary(scoreDistribution([9, 8.5, 6, 2]))).toBe(
      'Quality scores of 4 pages: 2 high (8 to 10), 1 medium (6 to below 8), 1 low (below 6).',
    );
  });
});
