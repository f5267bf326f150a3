import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Repositories } from '@signpost/db';
import { accountExportSchema } from '@signpost/contracts';
import { exportAccount } from '../accounts/account-export.js';
import { body, errorResponses } from '../http/responses.js';
import { requireAccount } from '../plugins/caller.js';

/** The account's own data as one JSON download, from a signed-in session (never an API key). */
export const accountExportRoutes: FastifyPluginAsyncZod<{ repos: Repositories }> = async (app, { repos }) => {
  app.get(
    '/api/auth/export',
    {
      schema: {
        tags: ['auth'],
        summary: 'Download everything Signpost keeps about the account, as JSON',
        response: {
          200: body(
            'The account, its analyses, generated files, API keys and counted uses.',
            accountExportSchema,
          ),
          ...errorResponses(401, 403, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const { account } = requireAccount(request.caller);
      const exported = await exportAccount(repos, account);
      const day = exported.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="signpost-data-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return exported;
    },
  );
};
