import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.js';
import { CLIENT_MESSAGES } from './client.js';
import { READINESS_MESSAGES, readinessCheckErrorMessage, sharedReportErrorMessage } from './index.js';

describe('the readiness report error messages', () => {
  it('keeps the server sentence of the daily limit and of a refused address', () => {
    const limit = 'You have used all 3 free checks for today. The limit resets at midnight UTC.';
    expect(readinessCheckErrorMessage(new ApiError(429, 'daily_limit_reached', limit))).toBe(limit);
    const refused = 'That address points into a private network.';
    expect(readinessCheckErrorMessage(new ApiError(400, 'address_refused', refused))).toBe(refused);
  });

  it('tells a dropped connection from a slow answer, and falls back when there is no sentence', () => {
    expect(readinessCheckErrorMessage(new ApiError(0, 'network', 'Failed to fetch'))).toBe(
      CLIENT_MESSAGES.network,
    );
    expect(readinessCheckErrorMessage(new ApiError(0, 'timeout', 'aborted'))).toBe(CLIENT_MESSAGES.timeout);
    expect(readinessCheckErrorMessage(new ApiError(502, 'http_error', 'HTTP 502'))).toBe(
      READINESS_MESSAGES.checkFailed,
    );
    expect(readinessCheckErrorMessage(new Error('boom'))).toBe(READINESS_MESSAGES.checkFailed);
  });

  it('reads an unknown or malformed report id as no such report', () => {
    expect(sharedReportErrorMessage(new ApiError(404, 'not_found', 'Not found'))).toBe(
      READINESS_MESSAGES.reportNotFound,
    );
    expect(sharedReportErrorMessage(new ApiError(400, 'invalid_input', 'No report has that id'))).toBe(
      READINESS_MESSAGES.reportNotFound,
    );
    expect(sharedReportErrorMessage(new ApiError(500, 'http_error', 'HTTP 500'))).toBe(
      READINESS_MESSAGES.loadFailed,
    );
  });
});
