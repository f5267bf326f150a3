import { createServer, type Server } from 'node:http';
import { SCRAPE_REFUSED, scrapeAllowed } from '@signpost/metrics';
import type { Runtime } from './runtime.js';

/** /healthz, /readyz and /metrics for worker processes, which have no HTTP API of their own. */
export async function startWorkerHealthServer(runtime: Runtime): Promise<Server | undefined> {
  const port = runtime.config.http.workerHealthPort;
  if (port === 0) return undefined;
  const server = createServer((req, res) => {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    // Routed on the path alone, exactly as spelt: any other spelling is a 404, never an open /metrics.
    const path = (req.url ?? '/').split(/[?#]/, 1)[0];
    if (path === '/healthz') return answer(200, { status: 'ok' });
    if (path === '/readyz') {
      Promise.all([runtime.database.ping(), runtime.queue.ping()]).then(
        () => answer(200, { status: 'ready' }),
        () => answer(503, { error: 'unavailable', message: 'The database or the queue is unreachable.' }),
      );
      return;
    }
    if (path === '/metrics') {
      if (!scrapeAllowed(req.headers.authorization, runtime.config.http.metricsToken)) {
        return answer(401, SCRAPE_REFUSED);
      }
      runtime.metrics.expose().then(
        ({ contentType, body }) => {
          res.writeHead(200, { 'content-type': contentType });
          res.end(body);
        },
        () => answer(500, { error: 'internal', message: 'The metrics could not be collected.' }),
      );
      return;
    }
    answer(404, { error: 'not_found', message: 'Only /healthz, /readyz and /metrics are served here.' });
  });
  await new Promise<void>((resolve) => server.listen(port, runtime.config.http.host, resolve));
  return server;
}
