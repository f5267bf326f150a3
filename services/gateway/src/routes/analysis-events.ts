import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES, type AnalysisRecord } from '@signpost/contracts';
import { HEARTBEAT_MS, type AnalysisFollower } from '../event-streams/analysis-follower.js';
import { declaredRoute } from '../http/declared-route.js';

/**
 * GET /api/analysis/{id}/events: the analysis record as a server-sent event stream. Each progress
 * nudge re-reads the record, so a client sees exactly what polling would, without the polling. A
 * stream holds a place in its caller's counts until it closes (429 when they are full), so one
 * caller cannot hold an unbounded number of connections open.
 */
export const analysisEventRoutes: FastifyPluginAsyncZod<{ follower: AnalysisFollower }> = async (
  app,
  { follower },
) => {
  app.route({
    ...declaredRoute(ROUTES.analysisEvents, {
      tags: ['analyses'],
      summary: 'Follow an analysis as server-sent events',
      responses: {
        200:
          'Server-sent events named `analysis`, each carrying the analysis record as JSON, until it is ' +
          'completed or failed.',
      },
    }),
    handler: async (request, reply) => {
      const { first, read, onProgress, slot } = await follower.follow(request.caller, request.params.id);

      reply.hijack();
      const stream = reply.raw;
      // Fastify writes nothing for a hijacked reply: the headers its hooks set (security) go out here.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) stream.setHeader(name, value);
      }
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
          .then(() => read().then(send))
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'event stream refresh failed');
          });
      };
      const logSlotError = (error: unknown) => request.log.warn({ err: error }, 'event stream count failed');
      const unsubscribe = onProgress(refresh);
      const heartbeat = setInterval(() => {
        stream.write(': keep-alive\n\n');
        slot.renew().catch(logSlotError);
      }, HEARTBEAT_MS);
      function finish() {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        slot.release().catch(logSlotError);
        stream.end();
      }
      // Its place is given back however the stream ends, even when the client left while it was taken.
      request.raw.on('close', finish);
      stream.on('close', finish);
      if (stream.destroyed) {
        finish();
        return;
      }
      send(first);
      // An event published between the first read and the subscription would otherwise be missed.
      refresh();
    },
  });
};
