import { describe, expect, it } from 'vitest';
import { indicatorStep, progressPercent, recoveryTarget, RECOVERY_TARGETS } from './workflow-progress.js';
import { WORKFLOW_STATES } from './workflow-state.js';

describe('progress percent', () => {
  it.each([
    ['LANDING', 0],
    ['TIER_SELECTION', 0],
    ['AUTH_CHOICE', 0],
    ['EMAIL_CAPTURE', 10],
    ['URL_INPUT', 20],
    ['TIER_LIMITS', 30],
    ['ANALYSIS', 40],
    ['REVIEW', 70],
    ['GENERATION', 100],
  ] as const)('%s is %i%%', (current, percent) => {
    expect(progressPercent({ current, previous: null })).toBe(percent);
  });

  it('keeps the failed step’s percent on the error screen', () => {
    expect(progressPercent({ current: 'ERROR', previous: 'REVIEW' })).toBe(70);
    expect(progressPercent({ current: 'ERROR', previous: null })).toBe(0);
  });

  it('knows all twelve states', () => {
    expect(WORKFLOW_STATES).toHaveLength(12);
    for (const current of WORKFLOW_STATES)
      expect(progressPercent({ current, previous: null })).toBeGreaterThanOrEqual(0);
  });
});

describe('recovery targets', () => {
  it('follow the error type', () => {
    expect(RECOVERY_TARGETS).toEqual({
      network: 'ERROR',
      unknown: 'ERROR',
      validation: 'URL_INPUT',
      auth: 'EMAIL_CAPTURE',
      payment: 'EMAIL_CAPTURE',
      analysis: 'ANALYSIS',
    });
    expect(recoveryTarget('network')).toBeNull();
    expect(recoveryTarget('analysis')).toBe('ANALYSIS');
  });
});

describe('step indicator', () => {
  it('is hidden while initialising, on the landing and the URL input', () => {
    expect(indicatorStep('INITIALIZING')).toBeNull();
    expect(indicatorStep('LANDING')).toBeNull();
    expect(indicatorStep('URL_INPUT')).toBeNull();
  });

  it('marks the email step for the tier and sign-in screens, then analysis, review and generate', () => {
    expect(indicatorStep('TIER_SELECTION')).toBe('email');
    expect(indicatorStep('EMAIL_CAPTURE')).toBe('email');
    expect(indicatorStep('TIER_LIMITS')).toBe('analysis');
    expect(indicatorStep('REVIEW')).toBe('review');
    expect(indicatorStep('GENERATION')).toBe('generate');
  });
});
