import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.js';
import {
  clientErrorMessage,
  forgotPasswordErrorMessage,
  resendVerificationErrorMessage,
  resetPasswordErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
  verifyEmailErrorMessage,
} from './index.js';

const network = new ApiError(0, 'network', 'Network connection problem.');
const bareHttp = new ApiError(502, 'http_error', 'HTTP 502');
const rateLimited = new ApiError(429, 'rate_limited', 'Too many attempts. Try again in 10 minutes.');

describe('signUpErrorMessage', () => {
  it('words a refusal for rate, whatever the server said', () => {
    expect(signUpErrorMessage(rateLimited)).toBe(
      'Too many registration attempts. Please wait a few minutes and try again.',
    );
    expect(signUpErrorMessage(new ApiError(400, 'bad_request', 'Too many registration attempts'))).toBe(
      'Too many registration attempts. Please wait a few minutes and try again.',
    );
  });

  it('sends an existing account to sign-in', () => {
    const taken = 'An account with this email already exists. Please sign in instead.';
    expect(signUpErrorMessage(new ApiError(409, 'email_taken', 'That email is in use.'))).toBe(taken);
    expect(signUpErrorMessage(new ApiError(400, 'bad_request', 'Email already registered'))).toBe(taken);
  });

  it('words a refused password and keeps other server sentences', () => {
    expect(signUpErrorMessage(new ApiError(400, 'weak_password', 'Weak.'))).toBe(
      'Password does not meet security requirements',
    );
    expect(signUpErrorMessage(new ApiError(400, 'invalid_input', 'Please enter a valid email address'))).toBe(
      'Please enter a valid email address',
    );
  });

  it("falls back to 'Signup failed' when nothing readable came back", () => {
    expect(signUpErrorMessage(bareHttp)).toBe('Signup failed');
    expect(signUpErrorMessage(new Error('boom'))).toBe('Signup failed');
  });
});

describe('signInErrorMessage', () => {
  it('words wrong credentials the same whether or not the email exists', () => {
    const wording = 'Invalid email or password. Please check your credentials and try again.';
    expect(signInErrorMessage(new ApiError(401, 'invalid_credentials', 'Wrong email or password.'))).toBe(
      wording,
    );
    expect(signInErrorMessage(new ApiError(401, 'unauthorized', 'No.'))).toBe(wording);
  });

  it('words a refusal for rate', () => {
    expect(signInErrorMessage(rateLimited)).toBe(
      'Too many login attempts. Please wait a few minutes and try again.',
    );
  });

  it("keeps other sentences and falls back to 'Login failed'", () => {
    expect(signInErrorMessage(network)).toBe('Network connection problem.');
    expect(signInErrorMessage(bareHttp)).toBe('Login failed');
  });
});

describe('forgotPasswordErrorMessage', () => {
  it('words a lost connection, keeps the rate sentence and words any other failure', () => {
    expect(forgotPasswordErrorMessage(network)).toBe('Network error. Please try again.');
    expect(forgotPasswordErrorMessage(rateLimited)).toBe(rateLimited.message);
    expect(forgotPasswordErrorMessage(bareHttp)).toBe('Failed to send password reset email');
  });
});

describe('resetPasswordErrorMessage', () => {
  it('words an invalid or expired link alike', () => {
    const wording = 'Reset link has expired or is invalid. Please request a new password reset.';
    expect(resetPasswordErrorMessage(new ApiError(400, 'invalid_token', 'Invalid token.'))).toBe(wording);
    expect(resetPasswordErrorMessage(new ApiError(400, 'expired_token', 'Expired token.'))).toBe(wording);
  });

  it('words the other failures', () => {
    expect(resetPasswordErrorMessage(network)).toBe('Network error. Please try again.');
    expect(resetPasswordErrorMessage(new ApiError(400, 'weak_password', 'Weak.'))).toBe(
      'Please fix password requirements before continuing',
    );
    expect(resetPasswordErrorMessage(bareHttp)).toBe('Failed to reset password');
  });
});

describe('verifyEmailErrorMessage', () => {
  it('asks for a new mail when the link is invalid or expired', () => {
    const wording =
      'This verification link has expired or is invalid. Please request a new verification email.';
    expect(verifyEmailErrorMessage(new ApiError(400, 'invalid_token', 'Bad.'))).toBe(wording);
    expect(verifyEmailErrorMessage(new ApiError(400, 'expired_token', 'Old.'))).toBe(wording);
  });

  it('words an exception, keeps a server sentence and falls back to the catalogue', () => {
    expect(verifyEmailErrorMessage(network)).toBe('An error occurred during verification');
    expect(verifyEmailErrorMessage(new Error('boom'))).toBe('An error occurred during verification');
    expect(verifyEmailErrorMessage(new ApiError(503, 'unavailable', 'Mail is down.'))).toBe('Mail is down.');
    expect(verifyEmailErrorMessage(bareHttp)).toBe('Verification failed');
  });
});

describe('resendVerificationErrorMessage', () => {
  it('keeps the rate sentence and words any other failure', () => {
    expect(resendVerificationErrorMessage(rateLimited)).toBe(rateLimited.message);
    expect(resendVerificationErrorMessage(bareHttp)).toBe(
      'Failed to resend verification email. Please try again.',
    );
  });
});

describe('the session-expired message', () => {
  it('is the spec sentence', () => {
    expect(clientErrorMessage('session_expired', 401)).toBe('Session expired. Please sign in again.');
  });
});
