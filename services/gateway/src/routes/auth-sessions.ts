import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountService, Sessions } from '@signpost/accounts';
import { ROUTES } from '@signpost/contracts';
import { RATE_RULES } from '../auth/rate-rules.js';
import { declaredRoute } from '../http/declared-route.js';
import { requireAccount } from '../plugins/caller.js';
import { limitPerAddress } from '../plugins/rate-limits.js';

export interface AuthSessionRoutesOptions {
  accounts: AccountService;
  sessions: Sessions;
}

/** Sign-up, sign-in, demo, refresh and sign-out (docs/product-rules.md, Accounts and sessions). */
export const authSessionRoutes: FastifyPluginAsyncZod<AuthSessionRoutesOptions> = async (
  app,
  { accounts, sessions },
) => {
  const tags = ['auth'];

  app.route({
    ...declaredRoute(ROUTES.register, {
      tags,
      summary: 'Create an account and sign in; a verification mail follows',
      responses: { 201: 'The new account, signed in.' },
    }),
    config: limitPerAddress(RATE_RULES.register),
    preHandler: app.limitPerEmail(RATE_RULES.register),
    handler: async (request, reply) => reply.status(201).send(await accounts.register(request.body)),
  });

  app.route({
    ...declaredRoute(ROUTES.login, {
      tags,
      summary: 'Sign in with email and password',
      responses: { 200: 'Signed in.' },
    }),
    config: limitPerAddress(RATE_RULES.login),
    preHandler: app.limitPerEmail(RATE_RULES.login),
    handler: async (request) => accounts.login(request.body),
  });

  app.route({
    ...declaredRoute(ROUTES.demoLogin, {
      tags,
      summary: 'Start a demo session: starter limits, nothing kept past a day',
      responses: { 200: 'Signed in to a demo account.' },
    }),
    config: limitPerAddress(RATE_RULES.register),
    handler: async () => accounts.startDemo(),
  });

  app.route({
    ...declaredRoute(ROUTES.me, {
      tags,
      summary: 'The signed-in account',
      responses: { 200: 'The account.' },
    }),
    handler: async (request) => ({ user: await accounts.get(requireAccount(request.caller).account.id) }),
  });

  app.route({
    ...declaredRoute(ROUTES.refresh, {
      tags,
      summary: 'Exchange a refresh token for a new pair (each refresh token works once)',
      responses: { 200: 'A new token pair.' },
    }),
    config: limitPerAddress(RATE_RULES.lookup),
    handler: async (request) => sessions.refresh(request.body.refreshToken),
  });

  app.route({
    ...declaredRoute(ROUTES.logout, {
      tags,
      summary: 'Sign out this session: its tokens stop working at once',
      responses: { 200: 'Signed out.' },
    }),
    handler: async (request) => {
      await sessions.end(requireAccount(request.caller).sessionId);
      return { message: 'Signed out.' };
    },
  });

  app.route({
    ...declaredRoute(ROUTES.logoutAll, {
      tags,
      summary: 'Sign out every session of the account and revoke its API keys',
      responses: { 200: 'Signed out everywhere.' },
    }),
    handler: async (request) => {
      await sessions.endAll(requireAccount(request.caller).account.id);
      return { message: 'Signed out of every session.' };
    },
  });
};
