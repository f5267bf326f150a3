import { AppError } from '@signpost/errors';

export type FetchErrorCode =
  | 'address_refused'
  | 'unsupported_protocol'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'unsupported_encoding'
  | 'network'
  | 'invalid_url';

const STATUS_BY_CODE: Record<FetchErrorCode, number> = {
  address_refused: 403,
  unsupported_protocol: 400,
  invalid_url: 400,
  timeout: 504,
  too_large: 502,
  too_many_redirects: 502,
  unsupported_encoding: 502,
  network: 502,
};

/** Why an outgoing request was refused or could not complete; `url` is the address it concerned. */
export class FetchError extends AppError {
  declare readonly code: FetchErrorCode;
  readonly url: string;

  constructor(code: FetchErrorCode, message: string, url: string, cause?: unknown) {
    super(code, STATUS_BY_CODE[code], message, { cause, details: { url } });
    this.name = 'FetchError';
    this.url = url;
  }
}

export function isFetchError(error: unknown): error is FetchError {
  return error instanceof FetchError;
}
