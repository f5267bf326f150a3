import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountService, Sessions } from '@signpost/accounts';
import {
  authSessionSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  refreshRequestSchema,
  registerRequestSchema,
  userSchema,
} from '@signpost/contracts';
import type { Repositories } from '@signpost/db';
import { RATE_RULES } from '../auth/rate-rules.js';
import { body, errorResponses } from '../http/responses.js';
import { requireAccount } from '../plugins/caller.js';
import { limitPerAddress } from '../plugins/rate-limits.js';

export interface AuthSessionRoutesOptions {
  accounts: AccountService;
  sessions: Sessions;
  repos: Repositories;
}

/** Sign-up, sign-in, demo, refresh and sign-out (docs/product-rules.md, Accounts and sessions). */
export const authSessionRoutes: FastifyPluginAsyncZod<AuthSessionRoutesOptions> = async (
  app,
  { accounts, sessions, repos },
) => {
  const tags = ['auth'];

  app.post(
    '/api/auth/register',
    {
      config: limitPerAddress(RATE_RULES.register),
      preHandler: app.limitPerEmail(RATE_RULES.register),
      schema: {
        tags,
        summary: 'Create an account and sign in; a verification mail follows',
        body: registerRequestSchema,
        response: {
          201: body('The new account, signed in.', authSessionSchema),
          ...errorResponses(400, 409, 429, 500),
        },
      },
    },
    async (request, reply) => reply.status(201).send(await accounts.register(request.body)),
  );

  app.post(
    '/api/auth/login',
    {
      config: limitPerAddress(RATE_RULES.login),
      preHandler: app.limitPerEmail(RATE_RULES.login),
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: loginRequestSchema,
        response: { 200: body('Signed in.', loginResponseSchema), ...errorResponses(400, 401, 429, 500) },
      },
    },
    async (request) => accounts.login(request.body),
  );

  app.post(
    '/api/auth/demo',
    {
      config: limitPerAddress(RATE_RULES.register),
      schema: {
        tags,
        summary: 'Start a demo session: starter limits, nothing kept past a day',
        response: {
          200: body('Signed in to a demo account.', loginResponseSchema),
          ...errorResponses(429, 500),
        },
      },
    },
    async () => accounts.startDemo(),
  );

  app.get(
    '/api/auth/me',
    {
      schema: {
        tags,
        summary: 'The signed-in account',
        response: {
          200: body('The account.', z.object({ user: userSchema })),
          ...errorResponses(401, 429, 500),
        },
      },
    },
    async (request) => ({ user: await accounts.get(requireAccount(request.caller).account.id) }),
  );

  app.post(
    '/api/auth/refresh',
    {
      config: limitPerAddress(RATE_RULES.lookup),
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new pair (each refresh token works once)',
        body: refreshRequestSchema,
        response: {
          200: body('A new token pair.', authSessionSchema),
          ...errorResponses(400, 401, 429, 500),
        },
      },
    },
    async (request) => sessions.refresh(request.body.refreshToken),
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags,
        summary: 'Sign out this session: its tokens stop working at once',
        response: { 200: body('Signed out.', messageResponseSchema), ...errorResponses(401, 429, 500) },
      },
    },
    async (request) => {
      await repos.sessions.revoke(requireAccount(request.caller).sessionId);
      return { message: 'Signed out.' };
    },
  );

  app.post(
    '/api/auth/logout-all',
    {
      schema: {
        tags,
        summary: 'Sign out every session of the account and revoke its API keys',
        response: {
          200: body('Signed out everywhere.', messageResponseSchema),
          ...errorResponses(401, 429, 500),
        },
      },
    },
    async (request) => {
      await sessions.endAll(requireAccount(request.caller).account.id);
      return { message: 'Signed out of every session.' };
    },
  );
};
