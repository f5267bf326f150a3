import { describe, expect, it } from 'vitest';
import { planBatches } from './batches.js';

const items = (count: number, tokens = 500) =>
  Array.from({ length: count }, (_, index) => ({ index, tokens }));
const limits = { tokenBudget: 10_000, maxPages: 20, concurrency: 4, minPagesPerSplit: 8 };
const sizes = (batches: unknown[][]) => batches.map((batch) => batch.length);

describe('planBatches', () => {
  it('sizes requests by tokens, keeping page order', () => {
    const batches = planBatches(items(30, 1_000), { ...limits, concurrency: 1 });
    expect(sizes(batches)).toEqual([10, 10, 10]);
    expect(batches.flat().map((item) => item.index)).toEqual([...Array(30).keys()]);
  });

  it('never exceeds the page limit of one request', () => {
    expect(Math.max(...sizes(planBatches(items(100, 10), limits)))).toBeLessThanOrEqual(20);
  });

  it('fills every concurrent slot when the pages allow at least 8 per request', () => {
    expect(sizes(planBatches(items(100), limits))).toEqual([12, 13, 12, 13, 12, 13, 12, 13]);
    expect(sizes(planBatches(items(24), limits))).toEqual([8, 8, 8]);
    expect(sizes(planBatches(items(10), limits))).toEqual([10]);
  });

  it('falls back to packing in order when an even split would overflow a request', () => {
    const uneven = [...items(5, 9_000), ...items(40, 10)];
    const batches = planBatches(uneven, limits);
    for (const batch of batches) {
      expect(batch.length === 1 || batch.reduce((sum, item) => sum + item.tokens, 0) <= 10_000).toBe(true);
    }
  });
});
