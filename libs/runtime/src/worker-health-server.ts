import { createServer, type Server } from 'node:http';
import type { Runtime } from './runtime.js';

/** /healthz and /readyz for worker processes, which have no HTTP API of their own to probe. */
export async function startWorkerHealthServer(runtime: Runtime): Promise<Server | undefined> {
  const port = runtime.config.http.workerHealthPort;
  if (port === 0) return undefined;
  const server = createServer((req, res) => {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/healthz') return answer(200, { status: 'ok' });
    if (req.url === '/readyz') {
      Promise.all([runtime.database.ping(), runtime.queue.ping()]).then(
        () => answer(200, { status: 'ready' }),
        () => answer(503, { error: 'unavailable', message: 'The database or the queue is unreachable.' }),
      );
      return;
    }
    answer(404, { error: 'not_found', message: 'Only /healthz and /readyz are served here.' });
  });
  await new Promise<void>((resolve) => server.listen(port, runtime.config.http.host, resolve));
  return server;
}
