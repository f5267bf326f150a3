import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@signpost/contracts';
import { declaredRoute } from '../http/declared-route.js';
import type { ValidatorService } from '../validator/validator-service.js';

/** Raw text up to 2 MiB travels as JSON; the default 1 MiB body limit would refuse it first. */
export const VALIDATE_BODY_LIMIT_BYTES = 3 * 1024 * 1024;

export const validatorRoutes: FastifyPluginAsyncZod<{ validator: ValidatorService }> = async (
  app,
  { validator },
) => {
  app.route({
    ...declaredRoute(ROUTES.validateLlmsTxt, {
      tags: ['validator'],
      summary: "Check a site's llms.txt, or the text of one",
      description: 'Anonymous callers have 3 checks per UTC day per client address.',
      responses: {
        200: 'The validation report.',
        422: 'The check ran past its time limit: shorten the longest lines and try again.',
      },
    }),
    bodyLimit: VALIDATE_BODY_LIMIT_BYTES,
    handler: async (request) => validator.validate(request.caller, request.body),
  });
};
