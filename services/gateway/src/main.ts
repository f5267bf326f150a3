import { billingWorkers, createStripeClient } from '@signpost/billing';
import { loadConfig } from '@signpost/config';
import { mailWorkers } from '@signpost/mail';
import { closeOnSignals, createRuntime, startStageWorkers } from '@signpost/runtime';
import { buildServer } from './server.js';

const runtime = await createRuntime(loadConfig(), 'gateway', { standalone: true });
// The gateway sends mail and applies Stripe's events in the background: requests only queue them.
const stopWorkers = await startStageWorkers(runtime, [
  mailWorkers(runtime),
  billingWorkers(runtime, await createStripeClient(runtime.config.billing)),
]);
const server = await buildServer(runtime);
await server.listen({ host: runtime.config.http.host, port: runtime.config.http.port });
closeOnSignals(runtime.logger, async () => {
  await server.close();
  await runtime.close();
  await stopWorkers();
});
