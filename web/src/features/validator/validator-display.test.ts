import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.js';
import { scoreTone, validationErrorMessage } from './validator-display.js';

describe('validator display rules', () => {
  it.each([
    [100, 'good'],
    [90, 'good'],
    [89, 'fair'],
    [75, 'fair'],
    [74, 'poor'],
    [0, 'poor'],
  ] as const)('colours a score of %i as %s', (score, tone) => {
    expect(scoreTone(score)).toBe(tone);
  });

  it('words each kind of failure as the spec does', () => {
    const limited = new ApiError(429, 'daily_limit_reached', 'You have used all 3 free checks for today.', {
      resetAt: '2030-01-02T00:00:00.000Z',
    });
    expect(validationErrorMessage(limited)).toMatch(
      /^Rate limit exceeded: You have used all 3 free checks for today\. Try again after .*2030/,
    );
    expect(validationErrorMessage(new ApiError(429, 'rate_limited', 'Too many'))).toBe(
      'Please try again later.',
    );
    expect(validationErrorMessage(new ApiError(0, 'network', 'offline'))).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(
      validationErrorMessage(new ApiError(400, 'address_refused', 'Only public websites can be checked')),
    ).toBe('Only public websites can be checked');
    expect(validationErrorMessage(new ApiError(502, 'http_error', 'HTTP 502'))).toBe(
      'Validation failed. Please try again.',
    );
    expect(validationErrorMessage(new Error('boom'))).toBe('Validation failed. Please try again.');
  });
});
