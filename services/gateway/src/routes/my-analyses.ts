import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@signpost/contracts';
import type { AnalysisService } from '../analyses/analysis-service.js';
import { declaredRoute } from '../http/declared-route.js';
import { ACCOUNT_OR_API_KEY } from '../openapi/api-docs.js';
import { requireAccountOrApiKey } from '../plugins/caller.js';

/** The dashboard's list and detail: only the signed-in account's own analyses. */
export const myAnalysesRoutes: FastifyPluginAsyncZod<{ analyses: AnalysisService }> = async (
  app,
  { analyses },
) => {
  app.route({
    ...declaredRoute(ROUTES.myAnalyses, {
      security: ACCOUNT_OR_API_KEY,
      tags: ['account'],
      summary: "The signed-in account's analyses, newest first",
      responses: { 200: 'The analyses.' },
    }),
    handler: async (request) => ({
      analyses: await analyses.listOwn(requireAccountOrApiKey(request.caller).account.id),
    }),
  });

  app.route({
    ...declaredRoute(ROUTES.myAnalysis, {
      security: ACCOUNT_OR_API_KEY,
      tags: ['account'],
      summary: "One of the account's analyses in detail",
      responses: { 200: 'The analysis.' },
    }),
    handler: async (request) => ({
      analysis: await analyses.getOwn(requireAccountOrApiKey(request.caller).account.id, request.params.id),
    }),
  });
};
