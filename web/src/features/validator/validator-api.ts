import { validationResponseSchema } from '@signpost/contracts';
import type { ValidateLlmsTxtRequest, ValidationResponse } from '@signpost/contracts';
import { createHttpClient, type HttpClient } from '../../api/http-client.js';

/** Reading the file, robots.txt, the sitemap and a sample of links takes up to about 20 s. */
const VALIDATE_TIMEOUT_MS = 45_000;

export interface ValidatorApi {
  validate(request: ValidateLlmsTxtRequest): Promise<ValidationResponse>;
}

export function createValidatorApi(http: HttpClient): ValidatorApi {
  return {
    validate: (request) =>
      http.request({
        method: 'POST',
        path: '/api/validate-llms-txt',
        body: request,
        parser: validationResponseSchema,
        timeoutMs: VALIDATE_TIMEOUT_MS,
      }),
  };
}

/** The validator as the browser app uses it: same origin, the window's fetch. */
export const validatorApi = createValidatorApi(
  createHttpClient({ fetch: (input, init) => globalThis.fetch(input, init) }),
);
