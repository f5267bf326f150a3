import { ANALYSIS_FAILURES } from '@signpost/contracts';
import type { AnalysisFailureCode } from '@signpost/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.js';
import {
  ANALYSIS_FAILED_UNEXPECTEDLY,
  analysisErrorMessage,
  analysisFailureMessage,
  clientErrorMessage,
  describeRequestError,
  ERROR_TITLES,
  FALLBACK_REQUEST_MESSAGE,
  failedAnalysisMessage,
  maxRetriesMessage,
  UNEXPECTED_ANALYSIS_ERROR,
  validationErrorMessage,
} from './index.js';

describe('analysisErrorMessage', () => {
  it.each([
    ['Request timeout after 30000ms', /^Analysis timed out\./],
    ['site_timeout', /^Analysis timed out\./],
    ['TypeError: Failed to fetch', /^Network connection problem\./],
    ['network unreachable', /^Network connection problem\./],
    ['Upstream answered 404', /^Website not found\./],
    ['site_not_found', /^Website not found\./],
    ['HTTP 403 from origin', /^Access denied\./],
    ['site_forbidden', /^Access denied\./],
    ['Rate limit exceeded', /^Too many requests\./],
    ['site_rate_limited', /^Too many requests\./],
    ['Could not parse sitemap.xml', /^Unable to find or parse the website's sitemap\./],
  ])('maps %j to the catalogue', (text, expected) => {
    expect(analysisErrorMessage(text)).toMatch(expected);
  });

  it('checks keywords in catalogue order', () => {
    expect(analysisErrorMessage('fetch timeout while reading sitemap')).toMatch(/^Analysis timed out\./);
  });

  it('shows an unmatched sentence as it is and hides an unmatched code', () => {
    expect(analysisErrorMessage('The site has no public pages.')).toBe('The site has no public pages.');
    expect(analysisErrorMessage('internal')).toBe(UNEXPECTED_ANALYSIS_ERROR);
  });
});

describe('failedAnalysisMessage', () => {
  it("prefers the record's message", () => {
    expect(failedAnalysisMessage({ error: 'site_timeout', message: 'The site took too long.' })).toBe(
      'The site took too long.',
    );
  });

  it('maps the error code when the message is missing', () => {
    expect(failedAnalysisMessage({ error: 'site_forbidden', message: '  ' })).toMatch(/^Access denied\./);
  });

  it('says the analysis failed unexpectedly when the record explains nothing', () => {
    expect(failedAnalysisMessage({ error: null, message: null })).toBe(ANALYSIS_FAILED_UNEXPECTEDLY);
  });
});

describe('analysisFailureMessage', () => {
  const codes = Object.keys(ANALYSIS_FAILURES) as AnalysisFailureCode[];

  it.each(codes)('words %s as the server does', (code) => {
    expect(analysisFailureMessage(code)).toBe(ANALYSIS_FAILURES[code]);
    expect(failedAnalysisMessage({ error: code, message: null })).toBe(ANALYSIS_FAILURES[code]);
  });

  it('reads a code it does not know as text, and hides it when no keyword matches', () => {
    expect(analysisFailureMessage('upstream_timeout')).toMatch(/^Analysis timed out\./);
    expect(analysisFailureMessage('brand_new_code')).toBe(UNEXPECTED_ANALYSIS_ERROR);
    expect(failedAnalysisMessage({ error: 'brand_new_code', message: null })).toBe(UNEXPECTED_ANALYSIS_ERROR);
  });
});

describe('clientErrorMessage', () => {
  it('words every client code, and a bare HTTP failure by its status', () => {
    expect(clientErrorMessage('network', 0)).toMatch(/^Network connection problem\./);
    expect(clientErrorMessage('timeout', 0)).toMatch(/took too long/);
    expect(clientErrorMessage('invalid_response', 200)).toMatch(/does not understand/);
    expect(clientErrorMessage('response_too_large', 200)).toMatch(/more data than this page can handle/);
    expect(clientErrorMessage('http_error', 502)).toBe('HTTP 502');
  });
});

describe('describeRequestError', () => {
  it('calls a failure without a response a retryable connection problem', () => {
    const error = new ApiError(0, 'network', 'Network connection problem.');

    expect(describeRequestError(error)).toEqual({
      type: 'network',
      title: ERROR_TITLES.network,
      message: 'Network connection problem.',
      code: 'network',
      retryable: true,
      recoverable: false,
    });
  });

  it("shows the server's sentence for bad input and does not offer a retry", () => {
    const error = new ApiError(400, 'invalid_url', 'Enter a full address such as https://example.com');

    expect(describeRequestError(error)).toEqual({
      type: 'validation',
      title: ERROR_TITLES.validation,
      message: 'Enter a full address such as https://example.com',
      code: 'invalid_url',
      retryable: false,
      recoverable: true,
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
      type: 'unknown',
      title: ERROR_TITLES.unknown,
      message: FALLBACK_REQUEST_MESSAGE,
      code: null,
      retryable: true,
      recoverable: false,
    });
  });
});

describe('error screen titles', () => {
  it('uses the spec titles and counts the retries in the limit sentence', () => {
    expect(Object.values(ERROR_TITLES)).toEqual([
      'Connection Problem',
      'Input Validation Error',
      'Authentication Issue',
      'Analysis Error',
      'Payment Problem',
      'Unexpected Error',
    ]);
    expect(maxRetriesMessage(3)).toBe('Maximum retry attempts reached (3)');
  });
});

describe('validationErrorMessage', () => {
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
