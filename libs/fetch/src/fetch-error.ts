export type FetchErrorCode =
  | 'address_refused'
  | 'unsupported_protocol'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'unsupported_encoding'
  | 'network'
  /** Nothing listens at the address: no retry soon will change that. */
  | 'connection_refused'
  /** The name does not exist in DNS (NXDOMAIN); a failing resolver is `network`. */
  | 'host_not_found'
  /** The host answered an https request with something that is not TLS: most often plain http. */
  | 'not_tls'
  | 'invalid_url';

/**
 * Why an outgoing request was refused or could not complete; `url` is the address it concerned. Its
 * codes belong to the fetcher: callers translate them into the product's errors.
 */
export class FetchError extends Error {
  readonly code: FetchErrorCode;
  readonly url: string;

  constructor(code: FetchErrorCode, message: string, url: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'FetchError';
    this.code = code;
    this.url = url;
  }
}

export function isFetchError(error: unknown): error is FetchError {
  return error instanceof FetchError;
}
