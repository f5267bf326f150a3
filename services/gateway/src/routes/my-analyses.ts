import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analysisIdParamsSchema,
  myAnalysesResponseSchema,
  myAnalysisResponseSchema,
} from '@signpost/contracts';
import type { AnalysisService } from '../analyses/analysis-service.js';
import { body, errorResponses } from '../http/responses.js';
import { ACCOUNT_OR_API_KEY } from '../openapi/api-docs.js';
import { requireAccountOrApiKey } from '../plugins/caller.js';

/** The dashboard's list and detail: only the signed-in account's own analyses. */
export const myAnalysesRoutes: FastifyPluginAsyncZod<{ analyses: AnalysisService }> = async (
  app,
  { analyses },
) => {
  app.get(
    '/api/auth/my-analyses',
    {
      schema: {
        security: ACCOUNT_OR_API_KEY,
        tags: ['account'],
        summary: "The signed-in account's analyses, newest first",
        response: { 200: body('The analyses.', myAnalysesResponseSchema), ...errorResponses(401, 429, 500) },
      },
    },
    async (request) => ({
      analyses: await analyses.listOwn(requireAccountOrApiKey(request.caller).account.id),
    }),
  );

  app.get(
    '/api/auth/my-analyses/:id',
    {
      schema: {
        security: ACCOUNT_OR_API_KEY,
        tags: ['account'],
        summary: "One of the account's analyses in detail",
        params: analysisIdParamsSchema,
        response: {
          200: body('The analysis.', myAnalysisResponseSchema),
          ...errorResponses(400, 401, 404, 429, 500),
        },
      },
    },
    async (request) => ({
      analysis: await analyses.getOwn(requireAccountOrApiKey(request.caller).account.id, request.params.id),
    }),
  );
};
