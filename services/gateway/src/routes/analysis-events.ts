import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analysisEventStreamSchema, analysisIdParamsSchema, type AnalysisRecord } from '@signpost/contracts';
import type { ProgressChannel } from '@signpost/queue';
import type { AnalysisService } from '../analyses/analysis-service.js';
import { body, errorResponses } from '../http/responses.js';

const HEARTBEAT_MS = 15_000;

/**
 * GET /api/analysis/{id}/events: the analysis record as a server-sent event stream. Each progress
 * nudge re-reads the record, so a client sees exactly what polling would, without the polling.
 */
export const analysisEventRoutes: FastifyPluginAsyncZod<{
  analyses: AnalysisService;
  progress: ProgressChannel;
}> = async (app, { analyses, progress }) => {
  app.get(
    '/api/analysis/:id/events',
    {
      schema: {
        tags: ['analyses'],
        summary: 'Follow an analysis as server-sent events',
        params: analysisIdParamsSchema,
        response: {
          200: body(
            'Server-sent events named `analysis`, each carrying the analysis record as JSON, until it is ' +
              'completed or failed.',
            analysisEventStreamSchema,
            'text/event-stream',
          ),
          ...errorResponses(400, 404, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const first = await analyses.get(request.caller, id);

      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let closed = false;
      let lastSent = '';
      const send = (record: AnalysisRecord) => {
        const data = JSON.stringify(record);
        if (closed || data === lastSent) return;
        lastSent = data;
        stream.write(`event: analysis\ndata: ${data}\n\n`);
        if (record.status !== 'processing') finish();
      };
      let refreshing = Promise.resolve();
      const refresh = () => {
        refreshing = refreshing
          .then(() => analyses.get(request.caller, id).then(send))
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'event stream refresh failed');
          });
      };
      const unsubscribe = progress.subscribe(id, refresh);
      const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
      function finish() {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        stream.end();
      }
      request.raw.on('close', finish);
      send(first);
      // An event published between the first read and the subscription would otherwise be missed.
      refresh();
    },
  );
};
