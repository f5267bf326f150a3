import type { WindowChange } from './shared-hosts/shared-host-slots.js';

export interface ThrottleSettings {
  /** Requests in flight to a host nothing is known of yet. */
  initial: number;
  /** The most ever in flight to one host, however well it answers. */
  max: number;
}

/** The round's fastest answer may sit this far above the host's usual best and still count as holding. */
const HOLDING = 1.1;
/** Past this much above its best, the host is slowing down under our load: ease off. */
const SLOWING = 1.3;
/** A few milliseconds of scheduling noise are never read as the host slowing down. */
const JITTER_MS = 3;
/** Weight of the newest answer in the host's usual latency. */
const SMOOTHING = 0.25;
/** Concurrency kept after the host slowed down. */
const EASE_FACTOR = 0.75;
/** Concurrency kept after 429, 503 or a timeout: the host said (or showed) it is overloaded. */
const BACKOFF_FACTOR = 0.5;

/**
 * One host's concurrency, adapted in the manner of Scrapy's AutoThrottle but steering the number of
 * requests in flight rather than a delay. The host's usual latency (time to the response headers) is
 * smoothed over all its answers, and its lowest value so far stands for the host unloaded: the first
 * requests of an analysis, robots.txt and the home page, go one at a time.
 *
 * Answers are then judged a round at a time, as TCP Vegas judges a connection by its smallest
 * round-trip time: a round is as many answers as requests allowed in flight, counting only requests
 * sent with exactly that many in flight (so a round measures the host under the load it judges), and
 * it is judged by its fastest answer. A host slowing down under our load slows every answer, while
 * this process's own parsing only delays the answers that arrive while it is busy, so that cannot
 * pass for the host slowing down. While a round's fastest answer stays near the unloaded latency the
 * limit rises by one, up to `max`; when it grows the limit shrinks by a quarter, and on 429, 503 or a
 * timeout by half, at most once per round so that one burst of slow answers counts once. Error
 * answers never count: they are often faster than pages.
 */
export class HostThrottle {
  readonly #max: number;
  #limit: number;
  #active = 0;
  readonly #waiting: ((inFlight: number) => void)[] = [];
  #usualMs: number | null = null;
  #bestMs = Number.POSITIVE_INFINITY;
  #roundFastestMs = Number.POSITIVE_INFINITY;
  #roundAnswers = 0;
  /** Answers and timeouts since the limit was last lowered (none yet: the first cut may come at once). */
  #sinceCut = Number.POSITIVE_INFINITY;

  readonly #onChange: ((change: WindowChange) => void) | undefined;

  /** `onChange` hears each raise and cut, for a window shared with other processes. */
  constructor(settings: ThrottleSettings, onChange?: (change: WindowChange) => void) {
    this.#max = Math.max(1, Math.floor(settings.max));
    this.#limit = Math.min(this.#max, Math.max(1, Math.floor(settings.initial)));
    this.#onChange = onChange;
  }

  /** Takes the window other processes have moved it to (a shared window is the one that counts). */
  adopt(limit: number): void {
    const adopted = Math.min(this.#max, Math.max(1, limit));
    if (Math.floor(adopted) !== this.concurrency) this.#startRound();
    this.#limit = adopted;
  }

  /** Counts a request admitted elsewhere (by a shared slot), paired with one release. */
  hold(): void {
    this.#active += 1;
  }

  /** Requests allowed in flight at once now. */
  get concurrency(): number {
    return Math.floor(this.#limit);
  }

  get idle(): boolean {
    return this.#active === 0 && this.#waiting.length === 0;
  }

  /**
   * Resolves once a request may start, with the number then in flight counting it; every acquire is
   * paired with one release.
   */
  acquire(): Promise<number> {
    if (this.#active < this.concurrency && this.#waiting.length === 0) {
      this.#active += 1;
      return Promise.resolve(this.#active);
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  release(): void {
    this.#active -= 1;
    this.#admit();
  }

  /** `inFlight` is what the request's acquire resolved with. */
  recordAnswer(latencyMs: number, status: number, inFlight: number): void {
    if (status === 429 || status === 503) {
      this.#cut(BACKOFF_FACTOR);
      return;
    }
    this.#sinceCut += 1;
    if (status >= 400) return;
    this.#usualMs =
      this.#usualMs === null ? latencyMs : this.#usualMs + SMOOTHING * (latencyMs - this.#usualMs);
    // The lowest usual latency, not the fastest single answer: one lucky answer must not set the bar.
    this.#bestMs = Math.min(this.#bestMs, this.#usualMs);
    if (inFlight !== this.concurrency) return;
    this.#roundFastestMs = Math.min(this.#roundFastestMs, latencyMs);
    this.#roundAnswers += 1;
    if (this.#roundAnswers < this.concurrency) return;
    const fastestMs = this.#roundFastestMs;
    if (fastestMs > this.#bestMs * SLOWING + JITTER_MS) {
      this.#cut(EASE_FACTOR);
    } else if (fastestMs <= this.#bestMs * HOLDING + JITTER_MS && this.#limit < this.#max) {
      this.#limit = Math.min(this.#max, this.#limit + 1);
      this.#onChange?.({ kind: 'raise' });
      this.#admit();
    }
    this.#startRound();
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
    this.#onChange?.({ kind: 'cut', factor });
    this.#sinceCut = 0;
    this.#startRound();
  }

  #startRound(): void {
    this.#roundFastestMs = Number.POSITIVE_INFINITY;
    this.#roundAnswers = 0;
  }

  #admit(): void {
    while (this.#active < this.concurrency && this.#waiting.length > 0) {
      this.#active += 1;
      this.#waiting.shift()?.(this.#active);
    }
  }
}
