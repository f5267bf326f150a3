import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.js';
import {
  analysisDetailErrorMessage,
  API_KEY_MESSAGES,
  apiKeyErrorMessage,
} from '../../api/error-messages/index.js';

describe('analysisDetailErrorMessage (docs/product-rules.md, Errors)', () => {
  it('words each failure of the detail page as the catalogue does', () => {
    expect(analysisDetailErrorMessage(new ApiError(401, 'session_expired', 'x'))).toBe(
      'Authentication required',
    );
    expect(analysisDetailErrorMessage(new ApiError(404, 'not_found', 'x'))).toBe('Analysis not found');
    expect(analysisDetailErrorMessage(new ApiError(400, 'invalid_input', 'x'))).toBe('Analysis not found');
    expect(analysisDetailErrorMessage(new ApiError(500, 'internal', 'x'))).toBe(
      'Failed to load analysis (HTTP 500)',
    );
    expect(analysisDetailErrorMessage(new TypeError('boom'))).toBe('Failed to load analysis details');
  });
});

describe('apiKeyErrorMessage', () => {
  it("prefers the server's sentence, with fallbacks for a demo and a bare failure", () => {
    expect(apiKeyErrorMessage(new ApiError(409, 'api_key_limit_reached', 'You have 10 keys.'), 'x')).toBe(
      'You have 10 keys.',
    );
    expect(apiKeyErrorMessage(new ApiError(403, 'demo_read_only', 'no'), 'x')).toBe(
      API_KEY_MESSAGES.demoReadOnly,
    );
    expect(
      apiKeyErrorMessage(new ApiError(502, 'http_error', 'HTTP 502'), API_KEY_MESSAGES.createFailed),
    ).toBe(API_KEY_MESSAGES.createFailed);
  });
});
