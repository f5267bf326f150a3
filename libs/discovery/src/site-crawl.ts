import { setTimeout as sleep } from 'node:timers/promises';
import { isFetchError, type FetchResult } from '@signpost/fetch';
import type { Candidate } from './candidate.js';
import type { CrawlOptions, CrawlStats } from './crawl-options.js';
import { isHtmlContentType, looksBinary } from './html-content.js';
import { PageSettler, type EarlyReading, type Outcome } from './page-settling.js';
import { answerFor } from './script-built/page-answers.js';
import { SitemapHealth } from './sitemap-health.js';

/**
 * Answers fetched and waiting to be settled in order, per request slot: while the page threads
 * read a burst of answers, the next requests still go out, so the threads have pages waiting when
 * they are done.
 */
const UNSETTLED_PAGES_PER_SLOT = 4;
/** ...and their bodies in all, so that a site of large pages cannot fill memory with them. */
const UNSETTLED_BYTES = 16 * 1024 * 1024;

/**
 * The breadth-first crawl: every candidate is fetched once, in the order met, a few at a time;
 * results are read in that same order, so the page list does not depend on response timing.
 */
export class SiteCrawl {
  readonly #options: CrawlOptions;
  readonly stats: CrawlStats;
  readonly #settler: PageSettler;
  readonly #sitemaps = new SitemapHealth();

  constructor(options: CrawlOptions) {
    this.#options = options;
    const { fetches = 0, rendered = 0, trapRefusals = 0, unchanged = 0 } = options.resumeFrom ?? {};
    this.stats = { fetches, rendered, trapRefusals, unchanged };
    this.#settler = new PageSettler(options, this.stats);
  }

  /**
   * Crawls until every candidate is settled or a limit is reached. `fetched` is a page fetched before
   * the crawl (the start page): it is settled in its place, its reading started at once, while the
   * next fetches go out.
   */
  async run(fetched?: { candidate: Candidate; result: FetchResult }): Promise<void> {
    const { candidates, concurrency, signal, checkpoints } = this.#options;
    const inFlight = new Map<number, Promise<void>>();
    const done = new Map<number, Outcome>();
    // A freed slot starts the next fetch at once, also while earlier results are being settled;
    // answers wait to be settled in order, at most a window of them (UNSETTLED_PAGES_PER_SLOT a
    // request slot, UNSETTLED_BYTES in all), each holding its page.
    const window = concurrency * UNSETTLED_PAGES_PER_SLOT;
    let unsettledBytes = 0;
    const bytesOf = (outcome: Outcome) => (outcome.kind === 'result' ? outcome.result.body.byteLength : 0);
    const hold = (index: number, outcome: Outcome) => {
      done.set(index, outcome);
      unsettledBytes += bytesOf(outcome);
    };
    const fetchedOutcome: Outcome | undefined = fetched && {
      kind: 'result',
      result: fetched.result,
      early: this.#readEarly(fetched.candidate.url, fetched.result),
    };
    if (fetched !== undefined && fetchedOutcome !== undefined) hold(fetched.candidate.index, fetchedOutcome);
    let scheduled = this.#options.resumeFrom?.settled ?? 0;
    let processed = scheduled;
    const schedule = () => {
      while (
        inFlight.size < concurrency &&
        scheduled - processed < window &&
        unsettledBytes < UNSETTLED_BYTES &&
        scheduled < candidates.size &&
        this.#mayFetch()
      ) {
        const candidate = candidates.at(scheduled);
        scheduled += 1;
        if (candidate !== undefined && done.has(candidate.index)) continue;
        if (candidate === undefined || candidate.state !== 'pending') {
          if (candidate !== undefined) done.set(candidate.index, { kind: 'skip' });
          continue;
        }
        if (this.#sitemaps.isDead(candidate)) {
          candidates.drop(candidate, 'sitemap_dead');
          done.set(candidate.index, { kind: 'skip' });
          continue;
        }
        const first = this.stats.fetches === 0;
        this.stats.fetches += 1;
        const index = candidate.index;
        inFlight.set(
          index,
          this.#fetch(candidate.url, first).then((outcome) => {
            hold(index, outcome);
            inFlight.delete(index);
            schedule();
          }),
        );
      }
    };
    // A snapshot taken while a page is half settled (its links half offered) could not be resumed
    // from: one falling due then waits for that page to be settled.
    let settling = false;
    let checkpointDue = false;
    const checkpoint = () => {
      checkpointDue = false;
      // Fetches this crawl made and has not settled yet (the page fetched before it was not counted).
      const unsettled =
        inFlight.size +
        [...done.values()].filter((outcome) => outcome.kind !== 'skip' && outcome !== fetchedOutcome).length;
      checkpoints?.take({ ...this.stats, fetches: this.stats.fetches - unsettled, settled: processed });
    };
    const timer =
      checkpoints &&
      setInterval(() => {
        if (settling) checkpointDue = true;
        else checkpoint();
      }, checkpoints.everyMs);
    try {
      for (;;) {
        signal?.throwIfAborted();
        schedule();
        for (let outcome = done.get(processed); outcome !== undefined; outcome = done.get(processed)) {
          done.delete(processed);
          unsettledBytes -= bytesOf(outcome);
          const candidate = candidates.at(processed);
          processed += 1;
          // Its place in the window is free: with every request answered, nothing else would send
          // the next ones while a run of answers waits here for its readings.
          schedule();
          settling = true;
          if (candidate !== undefined && outcome.kind !== 'skip') {
            await this.#settler.settle(candidate, outcome);
            this.#sitemaps.record(candidate);
          }
          settling = false;
          if (checkpointDue) checkpoint();
        }
        if (
          inFlight.size === 0 &&
          (scheduled >= candidates.size || !this.#mayFetch()) &&
          processed >= scheduled
        ) {
          return;
        }
        if (inFlight.size > 0) await Promise.race(inFlight.values());
      }
    } finally {
      clearInterval(timer);
    }
  }

  #mayFetch(): boolean {
    return (
      this.#options.candidates.fetchedCount < this.#options.maxPages &&
      this.stats.fetches < this.#options.maxFetches
    );
  }

  async #fetch(url: string, first: boolean): Promise<Outcome> {
    const { delayMs, signal } = this.#options;
    // A Crawl-delay makes the crawl one request at a time, each after the pause.
    if (delayMs > 0 && !first) await sleep(delayMs, undefined, { signal });
    try {
      const validators = this.#options.previous?.validators.get(url);
      const { result, rendered } = await answerFor(
        url,
        {
          signal: this.#options.signal,
          ifNoneMatch: validators?.etag ?? undefined,
          ifModifiedSince: validators?.lastModified ?? undefined,
        },
        {
          fetcher: this.#options.fetcher,
          renderer: this.#options.renderer,
          markdownSite: this.#options.markdownSite,
          signal: this.#options.signal,
          scriptBuilt: this.stats.rendered > 0,
        },
      );
      if (rendered) this.stats.rendered += 1;
      return { kind: 'result', result, early: this.#readEarly(url, result), rendered };
    } catch (error) {
      if (isFetchError(error)) return { kind: 'error', error };
      throw error;
    }
  }

  /**
   * Starts reading an answer that will be read whatever comes before it in order: an HTML page
   * served at the address asked for (a redirected one is read at its final address, when settled).
   */
  #readEarly(url: string, result: FetchResult): EarlyReading | undefined {
    if (result.url !== url || result.status < 200 || result.status >= 300) return undefined;
    if (!isHtmlContentType(result.contentType) || looksBinary(result.body)) return undefined;
    const html = result.text();
    const reading = this.#settler.read(url, html, result);
    // Awaited when the page is settled; a crawl that stops first must not leave it unhandled.
    reading.catch(() => undefined);
    return { html, reading };
  }
}
