import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_FAILED_UNEXPECTEDLY,
  analysisErrorMessage,
  failedAnalysisMessage,
  UNEXPECTED_ANALYSIS_ERROR,
} from './analysis-error-message.js';

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
