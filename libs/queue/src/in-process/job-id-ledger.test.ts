import { describe, expect, it } from 'vitest';
import { JobIdLedger } from './job-id-ledger.js';

describe('JobIdLedger', () => {
  it('knows an id while pending and for the retention time after it ended', () => {
    let now = 0;
    const ledger = new JobIdLedger(1_000, 5_000, () => now);
    ledger.markPending('a');
    ledger.markPending('b');
    expect(ledger.has('a')).toBe(true);

    ledger.markCompleted('a');
    ledger.markFailed('b');
    now = 999;
    expect([ledger.has('a'), ledger.has('b')]).toEqual([true, true]);
    now = 1_000;
    expect([ledger.has('a'), ledger.has('b')]).toEqual([false, true]);
    now = 5_000;
    expect(ledger.has('b')).toBe(false);
  });

  it('forgets a pending id that never ran to an end', () => {
    const ledger = new JobIdLedger(1_000, 1_000);
    ledger.markPending('a');
    ledger.forget('a');
    expect(ledger.has('a')).toBe(false);
  });
});
