import { Readable } from 'node:stream';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@signpost/contracts';
import type { AccountExporter } from '../accounts/account-export.js';
import { declaredRoute } from '../http/declared-route.js';
import { requireAccount } from '../plugins/caller.js';

/**
 * The account's own data as one JSON download, from a signed-in session (never an API key). The JSON
 * is streamed as it is read, a page of analyses at a time, so its size never sits in memory whole.
 */
export const accountExportRoutes: FastifyPluginAsyncZod<{ exporter: AccountExporter }> = async (
  app,
  { exporter },
) => {
  // The body is a stream of the schema's JSON, which the zod type provider cannot type; the schema
  // still documents the route, and the export's own types check what is written.
  app.withTypeProvider<FastifyTypeProviderDefault>().route({
    ...declaredRoute(ROUTES.exportAccount, {
      tags: ['auth'],
      summary: 'Download everything Signpost keeps about the account, as JSON',
      responses: { 200: 'The account, its analyses, generated files, API keys and counted uses, streamed.' },
    }),
    handler: async (request, reply) => {
      const { account } = requireAccount(request.caller);
      const now = new Date();
      const day = now.toISOString().slice(0, 10);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="signpost-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(exporter.stream(account, now)));
    },
  });
};
