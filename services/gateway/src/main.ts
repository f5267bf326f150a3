import { loadConfig } from '@signpost/config';
import { closeOnSignals, createRuntime } from '@signpost/runtime';
import { buildServer } from './server.js';

const runtime = await createRuntime(loadConfig(), 'gateway', { standalone: true });
const server = await buildServer(runtime);
await server.listen({ host: runtime.config.http.host, port: runtime.config.http.port });
closeOnSignals(runtime.logger, async () => {
  await server.close();
  await runtime.close();
});
