import { describe, expect, it } from 'vitest';
import {
  InvalidJobPayloadError,
  JOB_NAMES,
  jobIdFor,
  jobsOfQueue,
  parseJobPayload,
} from './job-definitions.js';

const analysisId = '6f1c2a4e-8b3d-4f5a-9c7e-1d2b3a4c5d6e';

describe('job definitions', () => {
  it('derives deterministic ids without ":" (which BullMQ forbids in custom ids)', () => {
    const ids = [
      jobIdFor('discover-site', { analysisId }),
      jobIdFor('extract-batch', { analysisId, batch: 7 }),
      jobIdFor('score-pages', { analysisId }),
      jobIdFor('compile-result', { analysisId }),
    ];
    expect(ids).toEqual([
      `discover-site__${analysisId}`,
      `extract-batch__${analysisId}__7`,
      `score-pages__${analysisId}`,
      `compile-result__${analysisId}`,
    ]);
    expect(ids.some((id) => id.includes(':'))).toBe(false);
  });

  it('maps each queue to its jobs', () => {
    expect(jobsOfQueue('discovery')).toEqual(['discover-site']);
    expect(jobsOfQueue('extraction')).toEqual(['extract-batch']);
    expect(jobsOfQueue('scoring')).toEqual(['score-pages', 'compile-result']);
    expect(jobsOfQueue('mail')).toEqual(['send-account-email', 'send-monitor-report']);
    expect(jobsOfQueue('billing')).toEqual([
      'apply-stripe-event',
      'reconcile-stripe-events',
      'renew-solo-credits',
    ]);
    expect(jobsOfQueue('maintenance')).toEqual([
      'purge-expired-analyses',
      'time-out-stuck-analyses',
      'forget-unused-scores',
      'purge-demo-accounts',
    ]);
    expect(jobsOfQueue('monitors')).toEqual([
      'finish-monitor-run',
      'deliver-monitor-webhook',
      'start-due-monitors',
    ]);
    expect(JOB_NAMES).toHaveLength(16);
  });

  it('parses a valid payload and names the problems of an invalid one', () => {
    expect(parseJobPayload('extract-batch', { analysisId, batch: 0 })).toEqual({ analysisId, batch: 0 });
    const invalid = () => parseJobPayload('extract-batch', { analysisId, batch: -1 });
    expect(invalid).toThrow(InvalidJobPayloadError);
    expect(invalid).toThrow(/extract-batch: batch:/);
    expect(() => parseJobPayload('score-pages', null)).toThrow(/\(payload\)/);
  });
});
