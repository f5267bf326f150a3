import { z } from 'zod';
import { emailField } from './email-field.js';
import { optionalInput } from './optional-input.js';
import { MAX_PASSWORD_LENGTH } from './password-rules.js';
import { tierSchema } from './plans.js';

const passwordField = z
  .string({ error: 'Please enter your password' })
  .min(1, 'Please enter your password')
  .max(MAX_PASSWORD_LENGTH, `Passwords are at most ${MAX_PASSWORD_LENGTH} characters`);

/** A signed-in user as the browser keeps it (session storage `auth_user`). */
export const userSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  /** The part of the email before the @. */
  username: z.string(),
  tier: tierSchema,
  /** Analyses left this billing month on the solo plan; null on every other plan. */
  creditsRemaining: z.number().int().nonnegative().nullable(),
  emailVerified: z.boolean(),
  isDemo: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const meResponseSchema = z.object({ user: userSchema });

export const authSessionSchema = z.object({
  user: userSchema,
  /** A JWT for `Authorization: Bearer`, valid 15 minutes. */
  accessToken: z.string(),
  /** Opaque; exchanged once at /api/auth/refresh for a new pair. */
  refreshToken: z.string(),
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const loginResponseSchema = authSessionSchema.extend({ isDemo: z.boolean() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerRequestSchema = z.object({
  email: emailField(),
  password: passwordField,
  confirmPassword: optionalInput(z.string()),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({ email: emailField(), password: passwordField });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * Closing an account: its email typed again, and its password when it has one (an account made by a
 * checkout may not have set one yet).
 */
export const closeAccountRequestSchema = z.object({
  email: emailField(),
  password: optionalInput(passwordField),
});
export type CloseAccountRequest = z.input<typeof closeAccountRequestSchema>;

export const refreshRequestSchema = z.object({
  refreshToken: z.string({ error: 'refreshToken is required' }).min(1).max(200),
});

export const emailRequestSchema = z.object({ email: emailField() });
export type EmailRequest = z.input<typeof emailRequestSchema>;

export const checkEmailResponseSchema = z.object({ available: z.boolean() });
export const checkAccountResponseSchema = z.object({
  hasAccount: z.boolean(),
  /** The account only when the caller is signed in as it; never another account's details. */
  user: userSchema.nullable(),
});
export type CheckAccountResponse = z.infer<typeof checkAccountResponseSchema>;

export const validatePasswordRequestSchema = z.object({ password: z.string().max(MAX_PASSWORD_LENGTH) });
export const validatePasswordResponseSchema = z.object({ valid: z.boolean(), errors: z.array(z.string()) });

export const tokenQuerySchema = z.object({
  token: z
    .string({ error: 'No verification token provided' })
    .min(1, 'No verification token provided')
    .max(200),
});

export const verifyEmailResponseSchema = z.object({
  success: z.boolean(),
  alreadyVerified: z.boolean(),
  email: z.string(),
});

export const resetPasswordRequestSchema = z.object({
  token: z
    .string({ error: 'Invalid reset token. Please request a new password reset.' })
    .min(1, 'Invalid reset token. Please request a new password reset.')
    .max(200),
  newPassword: passwordField,
});

export const messageResponseSchema = z.object({ message: z.string() });
export const successResponseSchema = z.object({ success: z.boolean(), message: z.string() });
