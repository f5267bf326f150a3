import type { ErrorBody } from '@signpost/contracts';
import { isAppError } from '@signpost/errors';

const INTERNAL: { status: number; body: ErrorBody } = {
  status: 500,
  body: { error: 'internal', message: 'The page could not be rendered.' },
};

/** Every failure as the product's error body: the renderer's own codes, and the framework's 4xx. */
export function errorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (isAppError(error)) {
    return { status: error.status, body: { error: error.code, message: error.message } };
  }
  if (!(error instanceof Error)) return INTERNAL;
  if ('validation' in error && error.validation !== undefined) {
    return {
      status: 400,
      body: { error: 'invalid_input', message: 'The body must be {"url": "<http(s) address>"}.' },
    };
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status === 413) {
    return { status, body: { error: 'payload_too_large', message: 'The body is too large.' } };
  }
  if (status >= 400 && status < 500) {
    return { status, body: { error: 'bad_request', message: error.message } };
  }
  return INTERNAL;
}
