import type { FastifyInstance } from 'fastify';
import { analysisIdParamsSchema, type AnalysisRecord } from '@signpost/contracts';
import type { ProgressChannel } from '@signpost/queue';
import type { AnalysisService } from '../analyses/analysis-service.js';
import { parseInput } from '../http/parse-input.js';

const HEARTBEAT_MS = 15_000;

/**
 * GET /api/analysis/{id}/events: the analysis record as a server-sent event stream. Each progress
 * nudge re-reads the record, so a client sees exactly what polling would, without the polling.
 */
export async function analysisEventRoutes(
  app: FastifyInstance,
  { analyses, progress }: { analyses: AnalysisService; progress: ProgressChannel },
) {
  app.get('/api/analysis/:id/events', async (request, reply) => {
    const { id } = parseInput(analysisIdParamsSchema, request.params);
    const first = await analyses.get(id);

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
        .then(() => analyses.get(id).then(send))
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
  });
}
