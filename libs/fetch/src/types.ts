import type { FetcherSettings } from '@signpost/config';
import type { SharedHostSlots } from './shared-hosts/shared-host-slots.js';

/** The fetcher is configured by the crawl settings as they are (see @signpost/config). */
export type FetcherOptions = Omit<FetcherSettings, 'hostConcurrencyMax' | 'allowAddresses'> &
  /**
   * The cap the per-host concurrency may rise to (without it, `hostConcurrency` is also the cap), and
   * the addresses opened beyond the public internet (none without it).
   */
  Partial<Pick<FetcherSettings, 'hostConcurrencyMax' | 'allowAddresses'>> & {
    /** Each host's slots and window shared with the other processes that crawl (distributed mode). */
    sharedHosts?: SharedHostSlots | undefined;
  };

export interface FetchOptions {
  /** Accept header; defaults to HTML first, anything else after. */
  accept?: string;
  /** Lowers the fetcher's byte cap for this call; it can never raise it. */
  maxBytes?: number;
  /**
   * Keep the first `maxBytes` of a longer body instead of failing (robots.txt and sitemaps are still
   * useful cut short); the result says whether it was cut.
   */
  truncate?: boolean;
  signal?: AbortSignal;
  /**
   * Receives a successful (2xx) response's decoded body chunk by chunk instead of keeping it, up to
   * the fetcher's `maxStreamBytes`; returning false stops the read. The result's body is then empty.
   */
  sink?: BodySink;
  /**
   * Validators of a copy the caller holds (ETag, Last-Modified), sent as If-None-Match and
   * If-Modified-Since on the address asked for (not on a redirect's target, which they do not
   * describe). A server whose page is unchanged answers 304, returned like any other status.
   */
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
}

export type BodySink = (chunk: Buffer) => boolean;

export interface FetchResult {
  requestedUrl: string;
  /** The address that gave the final answer, after redirects. */
  url: string;
  status: number;
  /** Response headers, lower-cased names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** Media type without parameters, lower-cased (`text/html`), or null when the server sent none. */
  contentType: string | null;
  /** The decompressed body. */
  body: Buffer;
  /** True when `truncate` was asked for and the body was cut at the byte cap. */
  truncated: boolean;
  /** Every address that answered with a redirect, in order; `url` follows the last one. */
  redirects: string[];
  /** The body decoded by the header's charset, else a byte-order mark or markup declaration, else UTF-8. */
  text(): string;
}

export interface GuardedFetcher {
  /** GET a public http(s) address. HTTP error statuses are results; refusals and failures throw FetchError. */
  fetch(url: string, options?: FetchOptions): Promise<FetchResult>;
  close(): Promise<void>;
}
