import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES, analysisRecordSchema, type AnalysisRecord } from '@signpost/contracts';
import type { AnalysisService } from '../analyses/analysis-service.js';
import { declaredRoute } from '../http/declared-route.js';
import { ACCEPTS_API_KEY } from '../openapi/api-docs.js';

/**
 * A completed record comes back from the service's cache as the same object on every poll, so it is
 * checked against its schema and encoded once; a running one is fresh each time.
 */
const encodedRecords = new WeakMap<AnalysisRecord, string>();
function encodeRecord(record: AnalysisRecord): string {
  let json = encodedRecords.get(record);
  if (json === undefined) {
    json = JSON.stringify(analysisRecordSchema.encode(record));
    encodedRecords.set(record, json);
  }
  return json;
}

export const analysisRoutes: FastifyPluginAsyncZod<{ analyses: AnalysisService }> = async (
  app,
  { analyses },
) => {
  app.route({
    ...declaredRoute(ROUTES.analyze, {
      security: ACCEPTS_API_KEY,
      tags: ['analyses'],
      summary: 'Start an analysis of a website',
      description:
        "Counts against the daily allowance of the plan. The caller's own analysis of the same site " +
        'from the last 24 hours, made within its current plan, answers instead unless `force` is set.',
      responses: {
        200: "The caller's earlier, completed analysis of the same site.",
        202: 'The analysis started; follow it at /api/analysis/{id}.',
      },
    }),
    handler: async (request, reply) => {
      const response = await analyses.start(request.caller, request.body);
      return reply.status(response.status === 'processing' ? 202 : 200).send(response);
    },
  });

  app.route({
    ...declaredRoute(ROUTES.getAnalysis, {
      security: ACCEPTS_API_KEY,
      tags: ['analyses'],
      summary: 'Read an analysis with its progress',
      responses: { 200: 'The analysis record.' },
    }),
    handler: async (request, reply) => {
      const record = await analyses.get(request.caller, request.params.id);
      return reply
        .type('application/json; charset=utf-8')
        .serializer(() => encodeRecord(record))
        .send(record);
    },
  });
};
