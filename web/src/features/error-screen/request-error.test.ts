import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.js';
import { describeRequestError, ERROR_TITLES, FALLBACK_REQUEST_MESSAGE } from './request-error.js';

describe('describeRequestError', () => {
  it('calls a failure without a response a retryable connection problem', () => {
    const error = new ApiError(0, 'network', 'Network connection problem.');

    expect(describeRequestError(error)).toEqual({
      title: ERROR_TITLES.network,
      message: 'Network connection problem.',
      retryable: true,
    });
  });

  it("shows the server's sentence for bad input and does not offer a retry", () => {
    const error = new ApiError(400, 'invalid_url', 'Enter a full address such as https://example.com');

    expect(describeRequestError(error)).toEqual({
      title: ERROR_TITLES.validation,
      message: 'Enter a full address such as https://example.com',
      retryable: false,
    });
  });

  it.each([
    [401, ERROR_TITLES.auth, false],
    [403, ERROR_TITLES.auth, false],
    [402, ERROR_TITLES.payment, false],
    [422, ERROR_TITLES.analysis, true],
    [503, ERROR_TITLES.unknown, true],
  ])('titles status %i as %s', (status, title, retryable) => {
    expect(describeRequestError(new ApiError(status, 'x', 'Sentence.'))).toMatchObject({ title, retryable });
  });

  it('explains a bare HTTP failure instead of showing the status alone', () => {
    const described = describeRequestError(new ApiError(502, 'http_error', 'HTTP 502'));

    expect(described.message).toContain('HTTP 502');
    expect(described.message).toMatch(/try again/i);
  });

  it('falls back to the generic message for anything that is not an API error', () => {
    expect(describeRequestError(new Error('boom'))).toEqual({
      title: ERROR_TITLES.unknown,
      message: FALLBACK_REQUEST_MESSAGE,
      retryable: true,
    });
  });
});
