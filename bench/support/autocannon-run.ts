import autocannon from 'autocannon';
import { nextClientAddress } from './proof-run.js';

/**
 * GETs of `url` from `connections` clients for `seconds`, each request from an address of its own
 * (the gateway trusts X-Forwarded-For from loopback in the benchmarks), with a session when given.
 */
export function hammerRoute(
  url: string,
  {
    connections,
    seconds,
    token,
    headers = {},
  }: { connections: number; seconds: number; token?: string | undefined; headers?: Record<string, string> },
): Promise<autocannon.Result> {
  const authorization = token ? { authorization: `Bearer ${token}` } : {};
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          headers: { ...headers, ...authorization, 'x-forwarded-for': nextClientAddress() },
        }),
      },
    ],
  });
}

/** One line of figures, with the share of a bare route's throughput when given. */
export function throughputLine(name: string, result: autocannon.Result, bare?: autocannon.Result): string {
  const share = bare
    ? ` (${((result.requests.average / bare.requests.average) * 100).toFixed(0)}% of bare)`
    : '';
  return (
    `  ${name}: ${result.requests.average.toFixed(0)} req/s${share}, latency p50 ${result.latency.p50} ms, ` +
    `p99 ${result.latency.p99} ms, ${result['2xx']} ok, ${result.non2xx} non-2xx, ${result.errors} errors, ` +
    `${result.timeouts} timeouts${result.non2xx > 0 ? ` (statuses ${JSON.stringify(result.statusCodeStats)})` : ''}`
  );
}
