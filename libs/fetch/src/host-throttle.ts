export interface ThrottleSettings {
  /** Requests in flight to a host nothing is known of yet. */
  initial: number;
  /** The most ever in flight to one host, however well it answers. */
  max: number;
}

/** The smoothed latency may sit this far above the host's best and still count as holding. */
const HOLDING = 1.1;
/** Past this much above its best, the host is slowing down under our load: ease off. */
const SLOWING = 1.3;
/**
 * Latency is timed by this process's event loop, which a burst of parsing can hold up for a few
 * milliseconds: that much is never read as the host slowing down.
 */
const JITTER_MS = 3;
/** Weight of the newest latency in the smoothed one. */
const SMOOTHING = 0.25;
/** Concurrency kept after the host slowed down. */
const EASE_FACTOR = 0.75;
/** Concurrency kept after 429, 503 or a timeout: the host said (or showed) it is overloaded. */
const BACKOFF_FACTOR = 0.5;

/**
 * One host's concurrency, adapted in the manner of Scrapy's AutoThrottle but steering the number of
 * requests in flight rather than a delay. The latency is the time to the response headers, smoothed.
 * Its best value so far stands for the host unloaded (the first requests of an analysis, robots.txt and the
 * home page, go one at a time); while the smoothed latency stays near it the limit rises by one per
 * round of answers, up to `max`; when it grows the limit shrinks by a quarter, and on 429, 503 or a
 * timeout by half, at most once per round so that one burst of slow answers counts once. Error
 * answers never raise the limit: they are often faster than real pages.
 */
export class HostThrottle {
  readonly #max: number;
  #limit: number;
  #active = 0;
  readonly #waiting: (() => void)[] = [];
  #bestMs = Number.POSITIVE_INFINITY;
  #smoothedMs: number | null = null;
  /** Answers and timeouts since the limit was last lowered (none yet: the first cut may come at once). */
  #sinceCut = Number.POSITIVE_INFINITY;

  constructor(settings: ThrottleSettings) {
    this.#max = Math.max(1, Math.floor(settings.max));
    this.#limit = Math.min(this.#max, Math.max(1, Math.floor(settings.initial)));
  }

  /** Requests allowed in flight at once now. */
  get concurrency(): number {
    return Math.floor(this.#limit);
  }

  get idle(): boolean {
    return this.#active === 0 && this.#waiting.length === 0;
  }

  /** Resolves once a request may start; every acquire is paired with one release. */
  acquire(): Promise<void> {
    if (this.#active < this.concurrency && this.#waiting.length === 0) {
      this.#active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  release(): void {
    this.#active -= 1;
    this.#admit();
  }

  recordAnswer(latencyMs: number, status: number): void {
    if (status === 429 || status === 503) {
      this.#cut(BACKOFF_FACTOR);
      return;
    }
    this.#sinceCut += 1;
    if (status >= 400) return;
    this.#smoothedMs =
      this.#smoothedMs === null ? latencyMs : this.#smoothedMs + SMOOTHING * (latencyMs - this.#smoothedMs);
    // The best smoothed value, not the best single answer: one lucky answer must not set the bar.
    this.#bestMs = Math.min(this.#bestMs, this.#smoothedMs);
    if (this.#smoothedMs > this.#bestMs * SLOWING + JITTER_MS) {
      this.#cut(EASE_FACTOR);
    } else if (this.#smoothedMs <= this.#bestMs * HOLDING + JITTER_MS && this.#limit < this.#max) {
      // One more per round: a full window of answers that held raises the limit by one.
      this.#limit = Math.min(this.#max, this.#limit + 1 / this.concurrency);
      this.#admit();
    }
  }

  recordTimeout(): void {
    this.#cut(BACKOFF_FACTOR);
  }

  #cut(factor: number): void {
    if (this.#sinceCut < this.concurrency) {
      this.#sinceCut += 1;
      return;
    }
    this.#limit = Math.max(1, this.#limit * factor);
    this.#sinceCut = 0;
  }

  #admit(): void {
    while (this.#active < this.concurrency && this.#waiting.length > 0) {
      this.#active += 1;
      this.#waiting.shift()?.();
    }
  }
}
