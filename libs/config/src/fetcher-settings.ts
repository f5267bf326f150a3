import type { Env } from './env-schema.js';

/** What the guarded fetcher reads of the crawl settings, in every process that fetches pages. */
export interface FetcherSettings {
  /** Opens loopback and private networks; for tests and local development only. */
  allowPrivate: boolean;
  /** Opens exactly these addresses and CIDR ranges: an intranet site, or a test's own server. */
  allowAddresses: string[];
  userAgent: string;
  /** Bound on one fetch as a whole: every redirect hop, retry wait and the body. */
  timeoutMs: number;
  /** Bound on a body, counted after decompression. */
  maxBytes: number;
  /** Bound on a body read as a stream (sitemaps), counted after decompression. */
  maxStreamBytes: number;
  maxRedirects: number;
  /** Requests in flight at once to a host at first; it rises while the host's response times hold. */
  hostConcurrency: number;
  /** The most requests in flight at once to one host, however well it answers. */
  hostConcurrencyMax: number;
}

export type FetcherEnv = Pick<
  Env,
  | 'SIGNPOST_CRAWL_ALLOW_PRIVATE'
  | 'SIGNPOST_CRAWL_ALLOW_ADDRESSES'
  | 'CRAWL_USER_AGENT'
  | 'CRAWL_TIMEOUT_MS'
  | 'CRAWL_MAX_BYTES'
  | 'CRAWL_MAX_STREAM_BYTES'
  | 'CRAWL_MAX_REDIRECTS'
  | 'CRAWL_HOST_CONCURRENCY'
  | 'CRAWL_HOST_CONCURRENCY_MAX'
>;

export function fetcherSettings(env: FetcherEnv): FetcherSettings {
  return {
    allowPrivate: env.SIGNPOST_CRAWL_ALLOW_PRIVATE,
    allowAddresses: env.SIGNPOST_CRAWL_ALLOW_ADDRESSES,
    userAgent: env.CRAWL_USER_AGENT,
    timeoutMs: env.CRAWL_TIMEOUT_MS,
    maxBytes: env.CRAWL_MAX_BYTES,
    maxStreamBytes: env.CRAWL_MAX_STREAM_BYTES,
    maxRedirects: env.CRAWL_MAX_REDIRECTS,
    hostConcurrency: env.CRAWL_HOST_CONCURRENCY,
    hostConcurrencyMax: Math.max(env.CRAWL_HOST_CONCURRENCY, env.CRAWL_HOST_CONCURRENCY_MAX),
  };
}
