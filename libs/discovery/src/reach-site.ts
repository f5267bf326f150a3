import { setTimeout as sleep } from 'node:timers/promises';
import { AppError, analysisFailure, isAppError } from '@signpost/errors';
import { isFetchError, type FetchResult, type GuardedFetcher } from '@signpost/fetch';
import { isHtmlContentType } from './html-content.js';
import { RobotsBook } from './robots-book.js';
import { failureForFetchError, failureForStatus } from './site-failures.js';

/** First pause before the start is tried again after a fault that may pass; it doubles each time. */
const FIRST_RETRY_PAUSE_MS = 1_000;

export interface ReachOptions {
  fetcher: GuardedFetcher;
  userAgent: string;
  /** The site must have answered (robots.txt and start page) within this long, retries included. */
  deadlineMs: number;
  signal?: AbortSignal | undefined;
}

export interface ReachedSite {
  /** robots.txt of the start address, loaded; later origins load through the caller's signal. */
  robots: RobotsBook;
  homepage: FetchResult;
}

/** robots.txt of the start address: a host that cannot be reached at all ends the analysis here. */
async function checkStartAllowed(startUrl: string, robots: RobotsBook): Promise<void> {
  const { failure } = await robots.fileFor(startUrl);
  const fatal = ['network', 'timeout', 'address_refused', 'connection_refused', 'host_not_found', 'not_tls'];
  if (failure !== null && fatal.includes(failure.code)) throw failureForFetchError(failure);
  if (!(await robots.isAllowed(startUrl))) throw analysisFailure('robots_disallowed');
}

async function fetchStartPage(startUrl: string, fetcher: GuardedFetcher, signal: AbortSignal) {
  let result: FetchResult;
  try {
    result = await fetcher.fetch(startUrl, { signal });
  } catch (error) {
    throw isFetchError(error) ? failureForFetchError(error) : error;
  }
  const failure = failureForStatus(result.status, result.url);
  if (failure !== null) throw failure;
  if (!isHtmlContentType(result.contentType)) {
    throw analysisFailure('no_pages', new Error(`${result.url} is ${result.contentType}, not HTML`));
  }
  return result;
}

async function reachOnce(startUrl: string, options: ReachOptions, signal: AbortSignal): Promise<ReachedSite> {
  const robots = new RobotsBook(options.fetcher, options.userAgent, signal);
  await checkStartAllowed(startUrl, robots);
  const homepage = await fetchStartPage(startUrl, options.fetcher, signal);
  // Later robots.txt files (another origin the site redirects to) are not bound by the deadline.
  robots.useSignal(options.signal);
  return { robots, homepage };
}

/** The same failure, marked as final: the deadline leaves no room for another try. */
function asFinal(failure: AppError): AppError {
  if (failure.permanent) return failure;
  return new AppError(failure.code, failure.message, { cause: failure.cause, permanent: true });
}

/**
 * Reaches the site: its robots.txt, then the start page. Faults that will not heal (a redirect loop,
 * a refused or unknown address, a 4xx answer, robots.txt forbidding us) end the analysis at once;
 * faults that may pass (a timeout, a reset connection, a 5xx) are tried again after a short pause,
 * all within one deadline, after which the analysis ends for good. The job runner retries none of
 * these failures, so a site that never answers costs one deadline, not one per job attempt.
 */
export async function reachSite(startUrl: string, options: ReachOptions): Promise<ReachedSite> {
  try {
    return await reachWithin(startUrl, options);
  } catch (error) {
    const plain = plainHttpTwin(startUrl, error);
    if (plain === null) throw error;
    // What the https address said is the better report when the http one fails as well.
    return await reachWithin(plain, options).catch(() => Promise.reject(error));
  }
}

/** Fetch failures that say nothing answers https at this address, where plain http may. */
const NO_HTTPS: ReadonlySet<string> = new Set(['not_tls', 'connection_refused']);

/**
 * The http address to try when an https one cannot be reached at all: an address typed without its
 * scheme is read as https first, and a site served only over http (an intranet's, a local one) is
 * still a site. Null when the failure was anything else, or the address was not https.
 */
function plainHttpTwin(startUrl: string, error: unknown): string | null {
  if (!startUrl.startsWith('https://') || !isAppError(error)) return null;
  const cause = error.cause;
  if (!isFetchError(cause) || !NO_HTTPS.has(cause.code)) return null;
  const url = new URL(startUrl);
  url.protocol = 'http:';
  return url.href;
}

async function reachWithin(startUrl: string, options: ReachOptions): Promise<ReachedSite> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new Error('site deadline passed')), options.deadlineMs);
  const signal =
    options.signal === undefined ? deadline.signal : AbortSignal.any([options.signal, deadline.signal]);
  const endsAt = Date.now() + options.deadlineMs;
  /** The failure to report for what `reachOnce` threw; rethrows what must end the analysis now. */
  const retryable = (error: unknown): AppError => {
    options.signal?.throwIfAborted();
    if (deadline.signal.aborted) throw analysisFailure('site_timeout', error, { permanent: true });
    if (!isAppError(error) || error.permanent) throw error;
    return error;
  };
  try {
    for (let attempt = 0; ; attempt += 1) {
      let failure: AppError;
      try {
        return await reachOnce(startUrl, options, signal);
      } catch (error) {
        failure = retryable(error);
      }
      const pause = FIRST_RETRY_PAUSE_MS * 2 ** attempt;
      if (Date.now() + pause >= endsAt) throw asFinal(failure);
      try {
        await sleep(pause, undefined, { signal });
      } catch (error) {
        options.signal?.throwIfAborted();
        throw deadline.signal.aborted ? asFinal(failure) : error;
      }
    }
  } finally {
    clearTimeout(timer);
  }
}
