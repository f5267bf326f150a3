import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RESET_REQUESTED,
  type AccountService,
  type EmailVerification,
  type PasswordResets,
} from '@signpost/accounts';
import { ROUTES } from '@signpost/contracts';
import { accountOf } from '@signpost/usage';
import { RATE_RULES } from '../auth/rate-rules.js';
import { declaredRoute } from '../http/declared-route.js';
import { limitPerAddress } from '../plugins/rate-limits.js';

export interface AuthEmailRoutesOptions {
  accounts: AccountService;
  verification: EmailVerification;
  resets: PasswordResets;
}

const VERIFICATION_SENT = 'If that account still needs verifying, a new verification email is on its way.';

/** The questions the forms ask as people type, and the flows that go through the inbox. */
export const authEmailRoutes: FastifyPluginAsyncZod<AuthEmailRoutesOptions> = async (
  app,
  { accounts, verification, resets },
) => {
  const tags = ['auth'];
  /** These routes' one answer is described by their summary. */
  const docs = (summary: string) => ({ tags, summary, responses: { 200: summary } });

  app.route({
    ...declaredRoute(ROUTES.checkEmail, docs('Whether an email is free to register')),
    config: limitPerAddress(RATE_RULES.lookup),
    handler: async (request) => ({ available: await accounts.isEmailAvailable(request.body.email) }),
  });

  app.route({
    ...declaredRoute(ROUTES.checkAccount, docs('Whether an account exists for an email')),
    config: limitPerAddress(RATE_RULES.lookup),
    handler: async (request) => accounts.checkAccount(request.body.email, accountOf(request.caller)),
  });

  app.route({
    ...declaredRoute(ROUTES.validatePassword, {
      tags,
      summary: 'Check a password against the requirements',
      responses: { 200: 'The requirements it misses.' },
    }),
    handler: async (request) => accounts.checkPassword(request.body.password),
  });

  app.route({
    ...declaredRoute(ROUTES.verifyEmail, {
      tags,
      summary: 'Follow a verification link',
      responses: { 200: 'The email is verified.' },
    }),
    handler: async (request) => verification.verify(request.query.token),
  });

  app.route({
    ...declaredRoute(ROUTES.resendVerification, docs('Send the verification email again')),
    config: limitPerAddress(RATE_RULES.mail),
    preHandler: app.limitPerEmail(RATE_RULES.mail),
    handler: async (request) => {
      await accounts.resendVerification(request.body.email);
      return { success: true, message: VERIFICATION_SENT };
    },
  });

  for (const contract of [ROUTES.forgotPassword, ROUTES.requestPasswordReset]) {
    app.route({
      ...declaredRoute(
        contract,
        docs('Mail a password reset link (same answer whether or not the account exists)'),
      ),
      config: limitPerAddress(RATE_RULES.mail),
      preHandler: app.limitPerEmail(RATE_RULES.mail),
      handler: async (request) => {
        await resets.request(request.body.email);
        return { message: RESET_REQUESTED };
      },
    });
  }

  app.route({
    ...declaredRoute(ROUTES.resetPassword, {
      tags,
      summary: 'Set a new password from a reset link; signs out every session',
      responses: { 200: 'The password is changed.' },
    }),
    config: limitPerAddress(RATE_RULES.mail),
    handler: async (request) => {
      await resets.reset(request.body.token, request.body.newPassword);
      return { message: 'Password reset successfully. Please sign in with your new password.' };
    },
  });
};
