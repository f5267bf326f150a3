import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { firstScheduledRun, PERIOD_SECONDS } from './monitor-schedule.js';

describe('firstScheduledRun', () => {
  const now = new Date('2026-11-26T08:00:00Z');

  it('spreads monitors made at the same moment over the whole day', () => {
    const hours = new Set(
      Array.from({ length: 1_000 }, () => firstScheduledRun(randomUUID(), 'daily', now).getUTCHours()),
    );
    expect(hours.size).toBe(24);
  });

  it('keeps a monitor at its own moment, half a period away at least and within one and a half', () => {
    for (const schedule of ['daily', 'weekly'] as const) {
      const id = randomUUID();
      const at = firstScheduledRun(id, schedule, now).getTime();
      const period = PERIOD_SECONDS[schedule] * 1000;
      expect(at - now.getTime()).toBeGreaterThanOrEqual(period / 2);
      expect(at - now.getTime()).toBeLessThan(period * 1.5);
      expect(firstScheduledRun(id, schedule, new Date(now.getTime() + 60_000)).getTime()).toBe(at);
    }
  });
});
