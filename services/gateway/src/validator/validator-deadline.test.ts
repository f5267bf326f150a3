import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorBodySchema, validationResponseSchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime, startLocalServer } from '@signpost/testing';
import { buildServer } from '../server.js';

const GOOD_FILE = '# Site\n\n> A site.\n\n## Docs\n\n- [Docs](https://x.test/docs): All\n';

/**
 * A site whose robots.txt robots-parser matches in rules × pattern × path time: about two seconds
 * for each of the file's links, minutes for the whole check. Before the checks ran on worker
 * threads, this one request held the server's only thread that long.
 */
async function startSlowSite() {
  const site = await startLocalServer((request, response) => {
    if (request.url === '/llms.txt') {
      const links = Array.from(
        { length: 20 },
        (_, index) => `- [P${index}](${origin}/${'a'.repeat(2_000)}${index}): Page`,
      );
      response
        .writeHead(200, { 'content-type': 'text/plain' })
        .end(`# Slow\n\n> A site.\n\n## Docs\n\n${links.join('\n')}\n`);
    } else if (request.url === '/robots.txt') {
      response
        .writeHead(200, { 'content-type': 'text/plain' })
        .end(`User-agent: *\n${'Disallow: /*a*a*a*a*a*b\n'.repeat(20_000)}`);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('no');
    }
  });
  const origin = site.url;
  return { origin, close: site.close };
}

describe('the validator past its deadline', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  let site: Awaited<ReturnType<typeof startSlowSite>>;

  beforeAll(async () => {
    site = await startSlowSite();
    runtime = await createTestRuntime('validator-deadline-test', {
      SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
      CRAWL_TIMEOUT_MS: '5000',
      VALIDATOR_DEADLINE_MS: '1500',
    });
    server = await buildServer(runtime);
  });

  afterAll(async () => {
    await server.close();
    await runtime.close();
    await site.close();
  });

  let client = 0;
  const validate = (payload: object) =>
    server.inject({
      method: 'POST',
      url: '/api/validate-llms-txt',
      payload,
      remoteAddress: `198.51.100.${++client}`,
    });

  it('answers 422 validation_too_slow, serves other requests meanwhile, and checks the next file as usual', async () => {
    const answered: string[] = [];
    const slow = validate({ url: `${site.origin}/`, includeRobotsTxt: true }).then((response) => {
      answered.push('slow check');
      return response;
    });
    const health = await server.inject({ method: 'GET', url: '/healthz' });
    answered.push('health');
    const other = await validate({ content: GOOD_FILE });
    answered.push('other check');

    const response = await slow;
    expect(answered).toEqual(['health', 'other check', 'slow check']);
    expect(health.statusCode).toBe(200);
    expect(other.statusCode).toBe(200);
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json())).toMatchObject({
      error: 'validation_too_slow',
      message: expect.stringMatching(/took longer than the 1\.5 s the validator allows/),
    });

    const after = await validate({ content: GOOD_FILE });
    expect(validationResponseSchema.parse(after.json())).toMatchObject({ stats: { links: 1 } });
  });
});
