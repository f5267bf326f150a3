import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { closeAccountRequestSchema, messageResponseSchema } from '@signpost/contracts';
import type { AccountClosure } from '../accounts/account-closure.js';
import { RATE_RULES } from '../auth/rate-rules.js';
import { body, errorResponses } from '../http/responses.js';
import { requireAccount } from '../plugins/caller.js';
import { limitPerAddress } from '../plugins/rate-limits.js';

/** Closing one's own account, from a signed-in session (never an API key). */
export const accountClosureRoutes: FastifyPluginAsyncZod<{ closure: AccountClosure }> = async (
  app,
  { closure },
) => {
  app.post(
    '/api/auth/close-account',
    {
      config: limitPerAddress(RATE_RULES.closeAccount),
      schema: {
        tags: ['auth'],
        summary: 'Delete the account and everything it owns, cancelling a live subscription first',
        body: closeAccountRequestSchema,
        response: {
          200: body(
            'The account and all it owned are deleted; every session has ended.',
            messageResponseSchema,
          ),
          ...errorResponses(400, 401, 403, 429, 500, 503),
        },
      },
    },
    async (request) => {
      await closure.close(requireAccount(request.caller).account, request.body);
      return { message: 'Your account and everything in it have been deleted.' };
    },
  );
};
