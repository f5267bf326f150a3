import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.js';
import { startFailureAction } from './start-failure.js';

describe('startFailureAction', () => {
  it('opens the daily limit panel with the server message on a 429', () => {
    const error = new ApiError(429, 'daily_limit', 'You have used your 3 free analyses today.', {
      resetAt: '2030-01-02T00:00:00.000Z',
      suggestedUpgrade: 'solo',
    });

    expect(startFailureAction(error)).toEqual({
      type: 'daily-limit-reached',
      notice: {
        message: 'You have used your 3 free analyses today.',
        resetAt: '2030-01-02T00:00:00.000Z',
        suggestedUpgrade: 'solo',
      },
    });
  });

  it('sends any other failure to the error screen', () => {
    const action = startFailureAction(new ApiError(0, 'network', 'Network connection problem.'));

    expect(action).toMatchObject({ type: 'error-occurred', error: { title: 'Connection Problem' } });
  });
});
