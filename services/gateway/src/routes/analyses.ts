import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES, analysisRecordSchema, type AnalysisRecord } from '@signpost/contracts';
import type { AnalysisService } from '../analyses/analysis-service.js';
import { declaredRoute } from '../http/declared-route.js';
import { ACCEPTS_API_KEY } from '../openapi/api-docs.js';

/**
 * A completed record comes back from the service's cache as the same object on every poll, so it is
 * checked against its schema and encoded once, to the bytes sent: a JSON string with any character
 * beyond Latin-1 (a typographic quote in a page's title) is transcoded to UTF-8 at every write, which
 * cost the gateway more than a third of its time under 500 pollers. A running one is fresh each time.
 */
const encodedRecords = new WeakMap<AnalysisRecord, Buffer>();
function encodeRecord(record: AnalysisRecord): Buffer {
  let bytes = encodedRecords.get(record);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(analysisRecordSchema.encode(record)));
    encodedRecords.set(record, bytes);
  }
  return bytes;
}

/** Sends JSON already encoded and checked against the route's schema (typed by it, `send` wants the object). */
function sendJsonBytes(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(bytes);
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
      return sendJsonBytes(reply, encodeRecord(record));
    },
  });
};
