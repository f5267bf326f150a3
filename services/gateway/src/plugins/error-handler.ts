import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@signpost/contracts';
import { isDatabaseUnavailable } from '@signpost/db';
import { isAppError } from '@signpost/errors';
import { invalidInputMessage } from '../http/invalid-input.js';
import { pathOf } from './request-path.js';

/** Postgres restarts and failovers take seconds; clients that honour Retry-After come back after it. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

interface ErrorResponse {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
}

function toErrorResponse(error: FastifyError | Error, log: FastifyBaseLogger): ErrorResponse {
  if (isAppError(error)) {
    if (error.status >= 500) log.error({ err: error }, error.message);
    return {
      status: error.status,
      body: { error: error.code, message: error.message, ...error.details },
      headers: error.headers,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, body: { error: 'invalid_input', message: invalidInputMessage(error.validation) } };
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status === 429) {
    return {
      status,
      body: {
        error: 'rate_limited',
        message: 'Too many requests. Please wait a moment before trying again.',
      },
    };
  }
  if (status >= 400 && status < 500) {
    const tooLarge = 'code' in error && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
    return {
      status,
      body: { error: tooLarge ? 'payload_too_large' : 'bad_request', message: error.message },
    };
  }
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error }, 'the database is unreachable');
    return {
      status: 503,
      body: {
        error: 'unavailable',
        message: 'The service is briefly unavailable. Please try again in a moment.',
      },
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    };
  }
  log.error({ err: error }, 'request failed');
  return {
    status: 500,
    body: { error: 'internal', message: 'Something went wrong on our side. Please try again in a moment.' },
  };
}

/**
 * The one place errors become responses: `{error, message}` with the status that fits. Unknown
 * failures, a response that breaks its own contract among them, are logged in full and answered
 * without their details.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const { status, body, headers = {} } = toErrorResponse(error, request.log);
    return reply.status(status).headers(headers).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      error: 'not_found',
      // Without the query string: a token sent there is not echoed back.
      message: `Nothing is served at ${request.method} ${pathOf(request.url)}.`,
    };
    return reply.status(404).send(body);
  });
});
