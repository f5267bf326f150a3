import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '@signpost/contracts';
import { isAppError } from '@signpost/errors';

/**
 * The one place errors become responses: `{error, message}` with the status that fits. Unknown
 * failures are logged in full and answered without their details.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (isAppError(error)) {
      const body: ErrorBody = { error: error.code, message: error.message, ...error.details };
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.status).headers(error.headers).send(body);
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      return reply.status(429).send({
        error: 'rate_limited',
        message: 'Too many requests. Please wait a moment before trying again.',
      });
    }
    if (status >= 400 && status < 500) {
      const code =
        'code' in error && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'payload_too_large' : 'bad_request';
      return reply.status(status).send({ error: code, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      error: 'internal',
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ error: 'not_found', message: `Nothing is served at ${request.method} ${request.url}.` }),
  );
});
