import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyService, generateApiKey } from '@signpost/accounts';
import { startStack, type Stack } from '../tests/support/stack.js';

const REQUESTS = 10_000;
const CONNECTIONS = 16;
/** Keys resolved per invalid kind; the requests cycle through them. */
const INVALID_KEYS = 500;

/** Each call of the gateway's key check, timed in the gateway itself (the real path, wrapped). */
const checks: { key: string; ms: number }[] = [];
const resolve = ApiKeyService.prototype.resolve;
ApiKeyService.prototype.resolve = async function timedResolve(this: ApiKeyService, key, now) {
  const started = performance.now();
  try {
    return await resolve.call(this, key, now);
  } finally {
    checks.push({ key, ms: performance.now() - started });
  }
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(3)} ms`;
const describeChecks = (times: number[]) =>
  `p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))} (${times.length} checks)`;

/**
 * API keys on the public API (issue 13, proof 5): 10,000 requests bearing a valid key and 10,000
 * bearing invalid ones (half with a bad checksum, half well formed but never made) against the gateway
 * on Postgres and Redis. Prints the key check's p50/p99 as timed inside the gateway, and the HTTP
 * latency as the client saw it; no invalid key may ever be answered with a 2xx. The per-key limit is
 * raised for the run, so the check is measured rather than the limiter's refusals.
 */
describe('API keys under load', () => {
  let stack: Stack;
  let origin: string;
  let validKey: string;

  beforeAll(async () => {
    stack = await startStack('distributed', {
      env: { API_KEY_RATE_LIMIT_PER_MINUTE: '100000' },
      workers: [],
    });
    const [runtime] = stack.runtimes;
    if (!runtime) throw new Error('no gateway runtime');
    const account = await runtime.repos.users.create({
      id: randomUUID(),
      email: `bench-${randomUUID()}@example.com`,
      password_hash: null,
      tier: 'scale',
    });
    if (!account) throw new Error('bench account not created');
    const tierOf = (row: typeof account) => runtime.usage.tierOfAccount(row);
    validKey = (await new ApiKeyService({ repos: runtime.repos, tierOf }).create(account, 'bench')).key;
    await stack.server.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(stack.server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => stack?.close());

  /** Sends REQUESTS requests cycling through the keys; prints the check's times for each group of keys. */
  async function run(name: string, groups: Record<string, string[]>) {
    checks.length = 0;
    const groupOf = new Map(
      Object.entries(groups).flatMap(([group, keys]) => keys.map((key) => [key, group])),
    );
    const keys = Object.values(groups).flat();
    let next = 0;
    const statuses = new Map<number, number>();
    const result = await autocannon({
      url: `${origin}/api/auth/my-analyses`,
      connections: CONNECTIONS,
      amount: REQUESTS,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            headers: { authorization: `Bearer ${keys[next++ % keys.length]}` },
          }),
          onResponse: (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
        },
      ],
    });
    console.log(
      `${name}: ${result.requests.sent} requests, ${CONNECTIONS} connections; ` +
        `key check in the gateway ${describeChecks(checks.map((check) => check.ms))}; ` +
        `HTTP p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `${result.requests.average.toFixed(0)} req/s; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    for (const group of Object.keys(groups)) {
      const times = checks.filter((check) => groupOf.get(check.key) === group).map((check) => check.ms);
      console.log(`  ${group}: key check ${describeChecks(times)}`);
    }
    return { result, statuses };
  }

  it('accepts a valid key', async () => {
    const { result, statuses } = await run('valid key', { valid: [validKey] });
    expect(result.errors).toBe(0);
    expect(statuses.get(200)).toBe(REQUESTS);
  });

  it('never accepts an invalid key', async () => {
    const badChecksum = Array.from({ length: INVALID_KEYS }, () => {
      const { key } = generateApiKey();
      return `${key.slice(0, -1)}${key.endsWith('a') ? 'b' : 'a'}`;
    });
    const unknown = Array.from({ length: INVALID_KEYS }, () => generateApiKey().key);
    const { result, statuses } = await run('invalid keys', {
      'bad checksum': badChecksum,
      'well formed, unknown': unknown,
    });
    expect(result.errors).toBe(0);
    expect(result['2xx']).toBe(0);
    expect(statuses.get(401)).toBe(REQUESTS);
  });
});
