import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@signpost/contracts';
import type { ApiKeyService } from '@signpost/accounts';
import { declaredRoute } from '../http/declared-route.js';
import { SESSION_ONLY } from '../openapi/api-docs.js';
import { requireAccount } from '../plugins/caller.js';

const tags = ['api-keys'];

/**
 * The account's API keys (docs/product-rules.md, The public API). Managed only by a signed-in session: a key
 * cannot make, list or revoke keys, so a leaked key cannot entrench itself.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ apiKeys: ApiKeyService }> = async (app, { apiKeys }) => {
  app.route({
    ...declaredRoute(ROUTES.createApiKey, {
      tags,
      summary: 'Make an API key (Agency & API plan); the whole key is in this answer only',
      security: SESSION_ONLY,
      responses: { 201: 'The new key, shown this once.' },
    }),
    handler: async (request, reply) => {
      const { account } = requireAccount(request.caller);
      return reply.status(201).send(await apiKeys.create(account, request.body.name));
    },
  });

  app.route({
    ...declaredRoute(ROUTES.listApiKeys, {
      tags,
      summary: "The account's live API keys, with their last use (never the keys themselves)",
      security: SESSION_ONLY,
      responses: { 200: 'The keys.' },
    }),
    handler: async (request) => apiKeys.list(requireAccount(request.caller).account.id),
  });

  app.route({
    ...declaredRoute(ROUTES.revokeApiKey, {
      tags,
      summary: 'Revoke an API key: it stops working at once',
      security: SESSION_ONLY,
      responses: { 200: 'Revoked.' },
    }),
    handler: async (request) => {
      await apiKeys.revoke(requireAccount(request.caller).account.id, request.params.id);
      return { message: 'API key revoked.' };
    },
  });
};
