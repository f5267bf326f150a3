import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request, type Dispatcher } from 'undici';
import { addressPolicy, type AddressPolicy } from './address-guard.js';
import { readBoundedBody } from './body-reader.js';
import { decodeBody, mediaType } from './charset.js';
import { isTimeoutError, toFetchError } from './classify-error.js';
import { createGuardedConnector, type ResolveAll } from './connection-guard.js';
import { FetchError } from './fetch-error.js';
import { FetchDeadline } from './fetch-deadline.js';
import { HostLimiter, type HostFeedback } from './host-limiter.js';
import { parseTarget, redirectTarget } from './request-target.js';
import { isRetryableStatus, MAX_RETRIES, retryDelayMs } from './retry-policy.js';
import type { FetcherOptions, FetchOptions, FetchResult, GuardedFetcher } from './types.js';

const DEFAULT_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8';
const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);
/** A redirect or retried answer's body is read only this far before the connection is given up. */
const DISCARD_LIMIT_BYTES = 64 * 1024;

type HopOutcome =
  | { kind: 'redirect'; location: string }
  | { kind: 'retry'; delayMs: number }
  | { kind: 'final'; status: number; headers: Record<string, string>; body: Buffer; truncated: boolean };

interface HopRequest {
  url: URL;
  accept: string;
  /** Conditional request headers, on the first hop only. */
  conditions: Record<string, string>;
  maxBytes: number;
  truncate: boolean;
  sink: FetchOptions['sink'];
  attempt: number;
  deadline: FetchDeadline;
  signal: AbortSignal;
}

function flattenHeaders(raw: Dispatcher.ResponseData['headers']): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function conditionsOf({ ifNoneMatch, ifModifiedSince }: FetchOptions): Record<string, string> {
  const conditions: Record<string, string> = {};
  if (ifNoneMatch !== undefined) conditions['if-none-match'] = ifNoneMatch;
  if (ifModifiedSince !== undefined) conditions['if-modified-since'] = ifModifiedSince;
  return conditions;
}

function buildResult(
  requested: URL,
  final: URL,
  redirects: string[],
  hop: Extract<HopOutcome, { kind: 'final' }>,
): FetchResult {
  let decoded: string | undefined;
  return {
    requestedUrl: requested.href,
    url: final.href,
    status: hop.status,
    headers: hop.headers,
    contentType: mediaType(hop.headers['content-type']),
    body: hop.body,
    truncated: hop.truncated,
    redirects,
    text: () => (decoded ??= decodeBody(hop.body, hop.headers['content-type'])),
  };
}

export interface FetcherSeams {
  /** Replaces the system resolver, so tests can make a host name resolve to any address. */
  resolve?: ResolveAll;
  /** Replaces the clock that times answers for the per-host throttle, so tests can fix latencies. */
  now?: () => number;
}

/**
 * The fetcher behind an explicit address policy. Production code uses createGuardedFetcher; tests
 * use this seam to exercise redirect and connection checks on loopback addresses.
 */
export function createFetcherWithPolicy(
  options: FetcherOptions,
  policy: AddressPolicy,
  seams: FetcherSeams = {},
): GuardedFetcher {
  const agent = new Agent({
    connect: createGuardedConnector(policy, options.timeoutMs, seams.resolve),
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  const hosts = new HostLimiter(
    {
      initial: options.hostConcurrency,
      max: Math.max(options.hostConcurrency, options.hostConcurrencyMax ?? options.hostConcurrency),
    },
    seams.now,
    options.sharedHosts,
  );

  async function requestHop(
    { url, accept, conditions, maxBytes, truncate, sink, attempt, deadline, signal }: HopRequest,
    feedback: HostFeedback,
  ): Promise<HopOutcome> {
    const response = await request(url, {
      dispatcher: agent,
      method: 'GET',
      signal,
      headers: {
        'user-agent': options.userAgent,
        accept,
        'accept-encoding': 'gzip, deflate, br',
        ...conditions,
      },
    });
    feedback.answered(response.statusCode);
    const headers = flattenHeaders(response.headers);
    const location = headers['location'];
    if (REDIRECT_STATUSES.has(response.statusCode) && location !== undefined) {
      await response.body.dump({ limit: DISCARD_LIMIT_BYTES });
      return { kind: 'redirect', location };
    }
    if (isRetryableStatus(response.statusCode) && attempt <= MAX_RETRIES) {
      const delayMs = retryDelayMs(headers['retry-after'], attempt);
      // A wait that would outlast the deadline is pointless: the answer we have is returned instead.
      if (Date.now() + delayMs < deadline.at) {
        await response.body.dump({ limit: DISCARD_LIMIT_BYTES });
        return { kind: 'retry', delayMs };
      }
    }
    // Only a successful body is streamed; an error page is read (and bounded) like any other.
    const streaming = sink !== undefined && response.statusCode >= 200 && response.statusCode < 300;
    const cap = streaming ? options.maxStreamBytes : maxBytes;
    const declaredLength = Number(headers['content-length'] ?? Number.NaN);
    if (!truncate && headers['content-encoding'] === undefined && declaredLength > cap) {
      response.body.destroy();
      throw new FetchError('too_large', `The response is larger than ${cap} bytes`, url.href);
    }
    const { body, truncated } = await readBoundedBody(
      response.body,
      headers['content-encoding'],
      cap,
      url.href,
      truncate,
      streaming ? sink : undefined,
    );
    return { kind: 'final', status: response.statusCode, headers, body, truncated };
  }

  /** One hop with its bounded retries on 429/503, each inside the host's concurrency slot. */
  async function fetchHop(hop: Omit<HopRequest, 'attempt'>): Promise<Exclude<HopOutcome, { kind: 'retry' }>> {
    for (let attempt = 1; ; attempt += 1) {
      const outcome = await hosts.run(hop.url.host, async (feedback) => {
        hop.deadline.start();
        try {
          return await requestHop({ ...hop, attempt }, feedback);
        } catch (error) {
          if (hop.deadline.passed || isTimeoutError(error)) feedback.timedOut();
          throw error;
        }
      });
      if (outcome.kind !== 'retry') return outcome;
      await sleep(outcome.delayMs, undefined, { signal: hop.signal });
    }
  }

  async function follow(
    requested: URL,
    fetchOptions: FetchOptions,
    deadline: FetchDeadline,
    signal: AbortSignal,
  ) {
    const accept = fetchOptions.accept ?? DEFAULT_ACCEPT;
    const maxBytes = Math.min(fetchOptions.maxBytes ?? options.maxBytes, options.maxBytes);
    const truncate = fetchOptions.truncate === true;
    const sink = fetchOptions.sink;
    const redirects: string[] = [];
    let current = requested;
    for (;;) {
      const conditions = redirects.length === 0 ? conditionsOf(fetchOptions) : {};
      const hop = await fetchHop({
        url: current,
        accept,
        conditions,
        maxBytes,
        truncate,
        sink,
        deadline,
        signal,
      });
      if (hop.kind === 'final') return buildResult(requested, current, redirects, hop);
      redirects.push(current.href);
      if (redirects.length > options.maxRedirects) {
        throw new FetchError(
          'too_many_redirects',
          `More than ${options.maxRedirects} redirects`,
          requested.href,
        );
      }
      current = redirectTarget(current, hop.location, policy);
      // Without cookies an address answers a second visit as it did the first: a chain that comes
      // back to one is a loop, ended now rather than after every hop the limit allows.
      if (redirects.includes(current.href)) {
        throw new FetchError('too_many_redirects', `Redirects loop back to ${current.href}`, requested.href);
      }
    }
  }

  return {
    async fetch(rawUrl, fetchOptions = {}) {
      const requested = parseTarget(rawUrl, policy);
      const deadline = new FetchDeadline(options.timeoutMs);
      const callerSignal = fetchOptions.signal;
      const signal =
        callerSignal === undefined ? deadline.signal : AbortSignal.any([callerSignal, deadline.signal]);
      try {
        return await follow(requested, fetchOptions, deadline, signal);
      } catch (error) {
        if (callerSignal?.aborted === true) throw callerSignal.reason;
        throw toFetchError(error, requested.href, deadline.passed, options.timeoutMs);
      } finally {
        deadline.clear();
      }
    },
    async close() {
      await agent.close();
    },
  };
}

/** The one way anything in Signpost reaches the network: guarded, bounded and polite. */
export function createGuardedFetcher(options: FetcherOptions): GuardedFetcher {
  return createFetcherWithPolicy(options, addressPolicy(options));
}
