import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '@signpost/contracts';
import { createGuardedFetcher, FetchError } from '@signpost/fetch';
import { inlineSteps } from '@signpost/llmstxt';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime } from '@signpost/testing';
import { anonymousCaller } from '@signpost/usage';
import { buildServer } from '../server.js';
import { ValidatorService } from './validator-service.js';

const REFUSAL = 'Only public websites can be checked: this address is not a public http(s) website.';

/** The validator on the production address policy: nothing private is reachable, nor named. */
describe('the validator refusing a private address', () => {
  let runtime: Runtime;
  let server: FastifyInstance;

  beforeAll(async () => {
    runtime = await createTestRuntime('validator-refusal-test');
    server = await buildServer(runtime);
  });

  afterAll(async () => {
    await server.close();
    await runtime.close();
  });

  it('answers a private address with the one generic refusal', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/validate-llms-txt',
      payload: { url: 'http://10.1.2.3/', includeRobotsTxt: false },
      remoteAddress: '198.51.100.30',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json())).toEqual({ error: 'address_refused', message: REFUSAL });
  });

  it('refuses a host name that resolves to a loopback address without saying which address', async () => {
    const fetcher = createGuardedFetcher(runtime.config.crawl);
    const validator = new ValidatorService(runtime, fetcher, inlineSteps);
    const refusal = validator.validate(anonymousCaller('198.51.100.32'), {
      url: 'http://localhost:9/',
      includeRobotsTxt: false,
    });
    try {
      await expect(refusal).rejects.toMatchObject({ code: 'address_refused', message: REFUSAL });
      await expect(refusal).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/resolves to/) },
      });
    } finally {
      await fetcher.close();
    }
  });

  it('keeps the address the fetcher names out of the answer, whatever the host', async () => {
    const fetcher = {
      fetch: () =>
        Promise.reject(
          new FetchError(
            'address_refused',
            'intranet.example resolves to 10.20.30.40, a private or reserved address',
            'http://intranet.example/llms.txt',
          ),
        ),
    };
    const validator = new ValidatorService(runtime, fetcher, inlineSteps);
    const refusal = validator.validate(anonymousCaller('198.51.100.31'), {
      url: 'http://intranet.example/',
      includeRobotsTxt: false,
    });
    await expect(refusal).rejects.toMatchObject({ code: 'address_refused', message: REFUSAL });
    await expect(refusal).rejects.not.toMatchObject({ message: expect.stringContaining('10.20.30.40') });
  });
});
