import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analysisIdParamsSchema,
  analysisRecordSchema,
  analyzeRequestSchema,
  analyzeResponseSchema,
} from '@signpost/contracts';
import type { AnalysisService } from '../analyses/analysis-service.js';
import { body, errorResponses } from '../http/responses.js';

export const analysisRoutes: FastifyPluginAsyncZod<{ analyses: AnalysisService }> = async (
  app,
  { analyses },
) => {
  app.post(
    '/api/analyze',
    {
      schema: {
        tags: ['analyses'],
        summary: 'Start an analysis of a website',
        description:
          'Counts against the daily allowance of the plan. The same site analysed in the last 24 hours ' +
          'answers from that result unless `force` is set.',
        body: analyzeRequestSchema,
        response: {
          200: body('An earlier, completed analysis of the same site.', analyzeResponseSchema),
          202: body('The analysis started; follow it at /api/analysis/{id}.', analyzeResponseSchema),
          ...errorResponses(400, 413, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const response = await analyses.start(request.caller, request.body);
      return reply.status(response.status === 'processing' ? 202 : 200).send(response);
    },
  );

  app.get(
    '/api/analysis/:id',
    {
      schema: {
        tags: ['analyses'],
        summary: 'Read an analysis with its progress',
        params: analysisIdParamsSchema,
        response: {
          200: body('The analysis record.', analysisRecordSchema),
          ...errorResponses(400, 404, 429, 500),
        },
      },
    },
    async (request) => analyses.get(request.caller, request.params.id),
  );
};
