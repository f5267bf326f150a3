import { readdirSync, readFileSync } from 'node:fs';
import { ERROR_CODES, ERROR_STATUS } from '@signpost/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.js';
import {
  attemptMessage,
  clientErrorMessage,
  describeRequestError,
  ERROR_TITLES,
  generatedFileMessage,
  maxRetriesMessage,
  SERVER_ERRORS,
  serverErrorMessage,
} from './index.js';

/*
 * The error catalogue (docs/product-rules.md, Errors), sentence by sentence.
 * Sentences with a placeholder are listed up to it and checked through their functions below.
 */
const ANALYSIS_JOURNEY_CATALOGUE = [
  'Analysis timed out. The website might be slow to respond or very large. Try again or contact support.',
  'Network connection problem. Please check your internet connection and try again.',
  'Website not found. Please check the URL and make sure the website is publicly accessible.',
  'Access denied. The website might be blocking automated analysis. Try a different website.',
  'Too many requests. Please wait a moment before trying again.',
  "Unable to find or parse the website's sitemap. The site might not have public content to analyze.",
  'Analysis failed due to an unexpected error. Please try again or contact support.',
  'Analysis failed unexpectedly',
  'Failed to analyze website',
  'Analysis Failed',
  'Error: Failed to generate llms.txt file',
  'Failed to fetch file data',
  'Copied to clipboard',
  'Copy failed: Failed to copy content to clipboard.',
  'Payment Setup Failed: Unable to create checkout session. Please try again.',
  'Session expired. Please sign in again.',
  'Daily Limit Reached',
  'Connection Problem',
  'Input Validation Error',
  'Authentication Issue',
  'Analysis Error',
  'Payment Problem',
  'Unexpected Error',
  'Oops! Something went wrong',
  'Email Required: Please provide your email to continue.',
];

const ACCOUNTS_BILLING_CATALOGUE = [
  'Verification failed',
  'An error occurred during verification',
  'This verification link has expired or is invalid. Please request a new verification email.',
  'No verification token provided',
  'Too many registration attempts. Please wait a few minutes and try again.',
  'An account with this email already exists. Please sign in instead.',
  'Signup failed',
  'Invalid email or password. Please check your credentials and try again.',
  'Too many login attempts. Please wait a few minutes and try again.',
  'Login failed',
  'Network error. Please try again.',
  'Failed to send password reset email',
  'Reset link has expired or is invalid. Please request a new password reset.',
  'Failed to reset password',
  'Please try again later.',
  'Validation failed. Please try again.',
  'Network error. Please check your connection and try again.',
  'No email address found. Please sign up again.',
  'Failed to resend email',
  'Failed to resend verification email. Please try again.',
  'Email sent!',
  'Failed to process refund',
  'Cancellation failed',
  'Failed to upgrade. Please try again later.',
  'Failed to start upgrade process',
  'Failed to start purchase process',
  'Failed to open billing portal',
  'Failed to create checkout session',
  'Failed to create upgrade session',
  'Failed to create solo checkout session',
  'Failed to create portal session',
  'Failed to get subscription status',
  'Authentication required',
  'Analysis not found',
  'Failed to load analysis details',
];

/** The one place the web words failures, plus the server's analysis sentences it reuses. */
const folder = new URL('./', import.meta.url);
const wordingFiles = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
const wording = [
  ...wordingFiles.map((name) => readFileSync(new URL(name, folder), 'utf8')),
  readFileSync(new URL('../../../../libs/contracts/src/error-codes.ts', import.meta.url), 'utf8'),
].join('\n');

describe('the error catalogues of the spec', () => {
  it.each([...ANALYSIS_JOURNEY_CATALOGUE, ...ACCOUNTS_BILLING_CATALOGUE])(
    'words %j in one place',
    (sentence) => {
      expect(wording).toContain(sentence);
    },
  );

  it('fills the sentences that carry a figure', () => {
    expect(generatedFileMessage(7)).toBe('Generated llms.txt file with 7 pages');
    expect(attemptMessage(2, 3)).toBe('Attempt 2 of 3');
    expect(maxRetriesMessage(3)).toBe('Maximum retry attempts reached (3)');
    expect(clientErrorMessage('http_error', 502)).toBe('HTTP 502');
    expect(wording).toContain('Failed to load analysis (HTTP ${');
    expect(wording).toContain('Rate limit exceeded: ${');
  });
});

describe('every server error code', () => {
  it.each(ERROR_CODES)('%s has a kind, a title and a sentence', (code) => {
    const entry = SERVER_ERRORS[code];
    expect(entry, code).toBeDefined();
    expect(entry.message.length).toBeGreaterThan(10);
    expect(serverErrorMessage(code)).toBe(entry.message);

    const bare = describeRequestError(new ApiError(ERROR_STATUS[code], code, ''));
    expect(bare).toMatchObject({
      type: entry.type,
      title: ERROR_TITLES[entry.type],
      message: entry.message,
      code,
    });
  });

  it('keeps the server’s own sentence when it sent one', () => {
    const described = describeRequestError(
      new ApiError(429, 'daily_limit_reached', 'You have used all 3 free analyses today.'),
    );
    expect(described).toMatchObject({ type: 'payment', message: 'You have used all 3 free analyses today.' });
  });

  it('maps no code the contracts do not know', () => {
    expect(Object.keys(SERVER_ERRORS).sort()).toEqual([...ERROR_CODES].sort());
  });
});
