/** The body of an error answer, as Stripe's API sends it under `error`. */
export interface StripeErrorBody {
  type: 'invalid_request_error' | 'api_error' | 'idempotency_error';
  message: string;
  code?: string;
  param?: string;
}

/** An answer other than 2xx; the server turns it into `{ error: body }` with this status. */
export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

/** Stripe answers 404 for an object named in the URL, 400 for one named by a parameter. */
export function noSuch(kind: string, id: string, param?: string): FakeStripeError {
  return new FakeStripeError(param ? 400 : 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param: param ?? 'id',
  });
}

export function missingParam(param: string): FakeStripeError {
  return new FakeStripeError(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    message: `Missing required param: ${param}.`,
    param,
  });
}

export function invalidRequest(message: string, param?: string, code?: string): FakeStripeError {
  return new FakeStripeError(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });
}
