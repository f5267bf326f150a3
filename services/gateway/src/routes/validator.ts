import type { FastifyInstance } from 'fastify';
import { validateLlmsTxtRequestSchema } from '@signpost/contracts';
import { createGuardedFetcher } from '@signpost/fetch';
import type { Runtime } from '@signpost/runtime';
import { parseInput } from '../http/parse-input.js';
import { ValidatorService } from '../validator/validator-service.js';

/** Raw text up to 2 MiB travels as JSON; the default 1 MiB body limit would refuse it first. */
const VALIDATE_BODY_LIMIT_BYTES = 3 * 1024 * 1024;

export async function validatorRoutes(app: FastifyInstance, { runtime }: { runtime: Runtime }) {
  // One fetcher for the app's lifetime: its connection pool and per-host limits are shared by all checks.
  const fetcher = createGuardedFetcher(runtime.config.crawl);
  app.addHook('onClose', async () => {
    await fetcher.close();
  });
  const validator = new ValidatorService(runtime, fetcher);

  app.post('/api/validate-llms-txt', { bodyLimit: VALIDATE_BODY_LIMIT_BYTES }, async (request) => {
    const body = parseInput(validateLlmsTxtRequestSchema, request.body);
    return validator.validate({ ...body, clientAddress: request.ip });
  });
}
