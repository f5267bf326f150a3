import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, validateLlmsTxtRequestSchema, validationResponseSchema } from '@signpost/contracts';
import { createGuardedFetcher } from '@signpost/fetch';
import type { Runtime } from '@signpost/runtime';
import { body, errorResponses } from '../http/responses.js';
import { ValidationPool } from '../validator/validation-pool.js';
import { ValidatorService } from '../validator/validator-service.js';

/** Raw text up to 2 MiB travels as JSON; the default 1 MiB body limit would refuse it first. */
const VALIDATE_BODY_LIMIT_BYTES = 3 * 1024 * 1024;
/** Threads for the checks: enough that one slow text does not queue the others behind it. */
const VALIDATION_THREADS = 2;
const MAX_WAITING_STEPS = 64;

export const validatorRoutes: FastifyPluginAsyncZod<{ runtime: Runtime }> = async (app, { runtime }) => {
  // One fetcher for the app's lifetime: its connection pool and per-host limits are shared by all checks.
  const fetcher = createGuardedFetcher(runtime.config.crawl);
  const pool = new ValidationPool({
    deadlineMs: runtime.config.validator.deadlineMs,
    threads: VALIDATION_THREADS,
    maxWaiting: MAX_WAITING_STEPS,
  });
  app.addHook('onClose', async () => {
    await Promise.all([fetcher.close(), pool.close()]);
  });
  const validator = new ValidatorService(runtime, fetcher, pool);

  app.post(
    '/api/validate-llms-txt',
    {
      bodyLimit: VALIDATE_BODY_LIMIT_BYTES,
      schema: {
        tags: ['validator'],
        summary: "Check a site's llms.txt, or the text of one",
        description: 'Anonymous callers have 3 checks per UTC day per client address.',
        body: validateLlmsTxtRequestSchema,
        response: {
          200: body('The validation report.', validationResponseSchema),
          ...errorResponses(400, 413, 429, 500, 503),
          422: body(
            'The check ran past its time limit: shorten the longest lines and try again.',
            errorBodySchema,
          ),
        },
      },
    },
    async (request) => validator.validate(request.caller, request.body),
  );
};
