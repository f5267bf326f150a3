import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES, type AnalysisRecord } from '@signpost/contracts';
import type { QuotaConfig } from '@signpost/config';
import { AppError } from '@signpost/errors';
import type { ProgressChannel } from '@signpost/queue';
import type { Caller } from '@signpost/usage';
import type { AnalysisService } from '../analyses/analysis-service.js';
import type { SlotClaim, StreamSlots } from '../event-streams/stream-slots.js';
import { declaredRoute } from '../http/declared-route.js';

const HEARTBEAT_MS = 15_000;
/** A shared count forgets a stream that missed two heartbeats (its gateway is gone). */
export const STREAM_LEASE_MS = 2 * HEARTBEAT_MS + 5_000;

const tooManyStreams = () =>
  new AppError(
    'rate_limited',
    'Too many progress streams are open. Close another page following an analysis, or read ' +
      '/api/analysis/{id} instead.',
    { headers: { 'retry-after': String(HEARTBEAT_MS / 1000) } },
  );

/** Each open stream counts against its account, when signed in, and against its client address. */
function claimsOf(caller: Caller, quotas: QuotaConfig): SlotClaim[] {
  if (caller.kind === 'operator') return [];
  const claims = [{ key: `address:${caller.clientAddress}`, limit: quotas.eventStreamsPerAddress }];
  if (caller.kind === 'account') {
    claims.push({ key: `account:${caller.account.id}`, limit: quotas.eventStreamsPerAccount });
  }
  return claims;
}

/**
 * GET /api/analysis/{id}/events: the analysis record as a server-sent event stream. Each progress
 * nudge re-reads the record, so a client sees exactly what polling would, without the polling. A
 * stream holds a place in its caller's counts until it closes (429 when they are full), so one
 * caller cannot hold an unbounded number of connections open.
 */
export const analysisEventRoutes: FastifyPluginAsyncZod<{
  analyses: AnalysisService;
  progress: ProgressChannel;
  slots: StreamSlots;
  quotas: QuotaConfig;
}> = async (app, { analyses, progress, slots, quotas }) => {
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
      const { id } = request.params;
      const first = await analyses.get(request.caller, id);
      const slot = await slots.take(claimsOf(request.caller, quotas));
      if (!slot) throw tooManyStreams();
      const releaseSlot = () => slot.release();

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
      const logSlotError = (error: unknown) => request.log.warn({ err: error }, 'event stream count failed');
      const unsubscribe = progress.subscribe(id, refresh);
      const heartbeat = setInterval(() => {
        stream.write(': keep-alive\n\n');
        slot.renew().catch(logSlotError);
      }, HEARTBEAT_MS);
      function finish() {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        releaseSlot().catch(logSlotError);
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
