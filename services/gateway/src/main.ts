import { loadConfig } from '@signpost/config';
import { mailWorkers } from '@signpost/mail';
import { closeOnSignals, createRuntime, startStageWorkers } from '@signpost/runtime';
import { buildServer } from './server.js';

const runtime = await createRuntime(loadConfig(), 'gateway', { standalone: true });
// The gateway sends account mail in the background: the requests that ask for it only queue it.
const stopWorkers = await startStageWorkers(runtime, [mailWorkers(runtime)]);
const server = await buildServer(runtime);
await server.listen({ host: runtime.config.http.host, port: runtime.config.http.port });
closeOnSignals(runtime.logger, async () => {
  await server.close();
  await runtime.close();
  await stopWorkers();
});
