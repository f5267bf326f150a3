import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RESET_REQUESTED,
  requestPasswordReset,
  resetPassword,
  toUser,
  verifyEmail,
  type AccountService,
} from '@signpost/accounts';
import {
  checkAccountResponseSchema,
  checkEmailResponseSchema,
  emailRequestSchema,
  messageResponseSchema,
  passwordProblems,
  resetPasswordRequestSchema,
  successResponseSchema,
  tokenQuerySchema,
  validatePasswordRequestSchema,
  validatePasswordResponseSchema,
  verifyEmailResponseSchema,
} from '@signpost/contracts';
import type { Repositories } from '@signpost/db';
import type { JobQueue } from '@signpost/queue';
import { accountOf } from '@signpost/usage';
import { RATE_RULES } from '../auth/rate-rules.js';
import { body, errorResponses } from '../http/responses.js';
import { limitPerAddress } from '../plugins/rate-limits.js';

export interface AuthEmailRoutesOptions {
  accounts: AccountService;
  repos: Repositories;
  queue: Pick<JobQueue, 'enqueue'>;
}

const VERIFICATION_SENT = 'If that account still needs verifying, a new verification email is on its way.';

/** The questions the forms ask as people type, and the flows that go through the inbox. */
export const authEmailRoutes: FastifyPluginAsyncZod<AuthEmailRoutesOptions> = async (
  app,
  { accounts, repos, queue },
) => {
  const tags = ['auth'];
  const emailBody = (summary: string, response: Parameters<typeof body>[1]) => ({
    tags,
    summary,
    body: emailRequestSchema,
    response: { 200: body(summary, response), ...errorResponses(400, 429, 500) },
  });

  app.post(
    '/api/auth/check-email',
    {
      config: limitPerAddress(RATE_RULES.lookup),
      schema: emailBody('Whether an email is free to register', checkEmailResponseSchema),
    },
    async (request) => ({ available: await accounts.isEmailAvailable(request.body.email) }),
  );

  app.post(
    '/api/auth/check-account',
    {
      config: limitPerAddress(RATE_RULES.lookup),
      schema: emailBody('Whether an account exists for an email', checkAccountResponseSchema),
    },
    async (request) => {
      const own = accountOf(request.caller);
      if (own?.email === request.body.email) return { hasAccount: true, user: toUser(own) };
      return { hasAccount: !(await accounts.isEmailAvailable(request.body.email)), user: null };
    },
  );

  app.post(
    '/api/auth/validate-password',
    {
      schema: {
        tags,
        summary: 'Check a password against the requirements',
        body: validatePasswordRequestSchema,
        response: {
          200: body('The requirements it misses.', validatePasswordResponseSchema),
          ...errorResponses(400, 429, 500),
        },
      },
    },
    async (request) => {
      const errors = passwordProblems(request.body.password);
      return { valid: errors.length === 0, errors };
    },
  );

  app.get(
    '/api/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'Follow a verification link',
        querystring: tokenQuerySchema,
        response: {
          200: body('The email is verified.', verifyEmailResponseSchema),
          ...errorResponses(400, 429, 500),
        },
      },
    },
    async (request) => verifyEmail(repos, request.query.token),
  );

  app.post(
    '/api/auth/resend-verification',
    {
      config: limitPerAddress(RATE_RULES.mail),
      preHandler: app.limitPerEmail(RATE_RULES.mail),
      schema: emailBody('Send the verification email again', successResponseSchema),
    },
    async (request) => {
      const user = await repos.users.findByEmail(request.body.email);
      if (user) await accounts.requestVerificationMail(user);
      return { success: true, message: VERIFICATION_SENT };
    },
  );

  for (const path of ['/api/auth/forgot-password', '/api/auth/request-password-reset']) {
    app.post(
      path,
      {
        config: limitPerAddress(RATE_RULES.mail),
        preHandler: app.limitPerEmail(RATE_RULES.mail),
        schema: emailBody(
          'Mail a password reset link (same answer whether or not the account exists)',
          messageResponseSchema,
        ),
      },
      async (request) => {
        await requestPasswordReset({ repos, queue }, request.body.email);
        return { message: RESET_REQUESTED };
      },
    );
  }

  app.post(
    '/api/auth/reset-password',
    {
      config: limitPerAddress(RATE_RULES.mail),
      schema: {
        tags,
        summary: 'Set a new password from a reset link; signs out every session',
        body: resetPasswordRequestSchema,
        response: {
          200: body('The password is changed.', messageResponseSchema),
          ...errorResponses(400, 429, 500),
        },
      },
    },
    async (request) => {
      await resetPassword(repos, request.body.token, request.body.newPassword);
      return { message: 'Password reset successfully. Please sign in with your new password.' };
    },
  );
};
