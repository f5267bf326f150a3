import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiKeyListSchema,
  apiKeyParamsSchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
  messageResponseSchema,
} from '@signpost/contracts';
import type { ApiKeyService } from '@signpost/accounts';
import { body, errorResponses } from '../http/responses.js';
import { SESSION_ONLY } from '../openapi/api-docs.js';
import { requireAccount } from '../plugins/caller.js';

const tags = ['api-keys'];

/**
 * The account's API keys (docs/product-rules.md, The public API). Managed only by a signed-in session: a key
 * cannot make, list or revoke keys, so a leaked key cannot entrench itself.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ apiKeys: ApiKeyService }> = async (app, { apiKeys }) => {
  app.post(
    '/api/keys',
    {
      schema: {
        tags,
        summary: 'Make an API key (Agency & API plan); the whole key is in this answer only',
        security: SESSION_ONLY,
        body: createApiKeyRequestSchema,
        response: {
          201: body('The new key, shown this once.', createdApiKeySchema),
          ...errorResponses(400, 401, 403, 409, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const { account } = requireAccount(request.caller);
      return reply.status(201).send(await apiKeys.create(account, request.body.name));
    },
  );

  app.get(
    '/api/keys',
    {
      schema: {
        tags,
        summary: "The account's live API keys, with their last use (never the keys themselves)",
        security: SESSION_ONLY,
        response: { 200: body('The keys.', apiKeyListSchema), ...errorResponses(401, 403, 429, 500) },
      },
    },
    async (request) => apiKeys.list(requireAccount(request.caller).account.id),
  );

  app.delete(
    '/api/keys/:id',
    {
      schema: {
        tags,
        summary: 'Revoke an API key: it stops working at once',
        security: SESSION_ONLY,
        params: apiKeyParamsSchema,
        response: {
          200: body('Revoked.', messageResponseSchema),
          ...errorResponses(400, 401, 403, 404, 429, 500),
        },
      },
    },
    async (request) => {
      await apiKeys.revoke(requireAccount(request.caller).account.id, request.params.id);
      return { message: 'API key revoked.' };
    },
  );
};
