import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@signpost/contracts';
import type { AccountClosure } from '../accounts/account-closure.js';
import { RATE_RULES } from '../auth/rate-rules.js';
import { declaredRoute } from '../http/declared-route.js';
import { requireAccount } from '../plugins/caller.js';
import { limitPerAddress } from '../plugins/rate-limits.js';

/** Closing one's own account, from a signed-in session (never an API key). */
export const accountClosureRoutes: FastifyPluginAsyncZod<{ closure: AccountClosure }> = async (
  app,
  { closure },
) => {
  app.route({
    ...declaredRoute(ROUTES.closeAccount, {
      tags: ['auth'],
      summary: 'Delete the account and everything it owns, cancelling a live subscription first',
      responses: { 200: 'The account and all it owned are deleted; every session has ended.' },
    }),
    config: limitPerAddress(RATE_RULES.closeAccount),
    handler: async (request) => {
      await closure.close(requireAccount(request.caller).account, request.body);
      return { message: 'Your account and everything in it have been deleted.' };
    },
  });
};
