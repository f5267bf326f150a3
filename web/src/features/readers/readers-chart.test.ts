import { describe, expect, it } from 'vitest';
import { noReaders, type SiteReaders } from '@signpost/contracts';
import { CHART_HEIGHT, chartBars, readersSentence, scaleTicks, scaleTop } from './readers-chart.js';

const day = (date: string, counts: Partial<ReturnType<typeof noReaders>>) => {
  const byClass = { ...noReaders(), ...counts };
  return { date, byClass, total: Object.values(byClass).reduce((sum, n) => sum + n, 0) };
};

describe('the readers chart', () => {
  it('rounds the scale up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 10, 11, 180, 4_100].map(scaleTop)).toEqual([1, 1, 5, 10, 10, 20, 200, 5_000]);
  });

  it('names the top, the middle when it is whole, and zero on the scale', () => {
    expect(scaleTicks(20)).toEqual([
      { value: 20, y: 0 },
      { value: 10, y: CHART_HEIGHT / 2 },
      { value: 0, y: CHART_HEIGHT },
    ]);
    expect(scaleTicks(1).map((tick) => tick.value)).toEqual([1, 0]);
    expect(scaleTicks(5).map((tick) => tick.value)).toEqual([5, 0]);
  });

  it('stacks each day’s classes from the bottom, in proportion to the scale', () => {
    const { bars, top } = chartBars([day('2026-03-09', {}), day('2026-03-10', { 'ai-training': 3, mcp: 2 })]);
    expect(top).toBe(5);
    expect(bars[0]?.segments).toEqual([]);
    expect(bars[1]?.segments).toEqual([
      { class: 'ai-training', y: CHART_HEIGHT * 0.4, height: CHART_HEIGHT * 0.6 },
      { class: 'mcp', y: 0, height: CHART_HEIGHT * 0.4 },
    ]);
    expect(bars[1]!.x).toBeGreaterThan(bars[0]!.x + bars[0]!.width);
  });

  it('says what the chart shows in a sentence', () => {
    const days = [day('2026-03-09', { other: 1 }), day('2026-03-10', { 'ai-training': 3, mcp: 2 })];
    const readers: SiteReaders = {
      total: 6,
      byClass: { ...noReaders(), 'ai-training': 3, mcp: 2, other: 1 },
      byAgent: [],
      days,
    };
    expect(readersSentence(readers)).toBe(
      '6 reads in the last 2 days: 3 by AI training crawlers, 2 by MCP clients, 1 by Others (browsers, scripts, unknown). Busiest day 2026-03-10, with 5.',
    );
  });
});
