import { describe, expect, it } from 'vitest';
import { billingMonth, utcDay } from './usage-periods.js';

const at = (iso: string) => new Date(iso);

describe('usage periods', () => {
  it('a UTC day runs from midnight to midnight', () => {
    expect(utcDay(at('2026-03-01T23:59:59Z'))).toEqual({
      start: at('2026-03-01T00:00:00Z'),
      end: at('2026-03-02T00:00:00Z'),
    });
  });

  it.each([
    ['2026-01-15T10:00:00Z', '2026-03-20T00:00:00Z', '2026-03-15T10:00:00Z', '2026-04-15T10:00:00Z'],
    ['2026-01-15T10:00:00Z', '2026-03-15T09:59:59Z', '2026-02-15T10:00:00Z', '2026-03-15T10:00:00Z'],
    ['2026-01-31T00:00:00Z', '2026-02-28T12:00:00Z', '2026-02-28T00:00:00Z', '2026-03-31T00:00:00Z'],
    ['2025-12-10T00:00:00Z', '2026-01-05T00:00:00Z', '2025-12-10T00:00:00Z', '2026-01-10T00:00:00Z'],
  ])('a billing month anchored at %s contains %s from %s to %s', (anchor, now, start, end) => {
    expect(billingMonth(at(anchor), at(now))).toEqual({ start: at(start), end: at(end) });
  });
});
