import { HostThrottle, type ThrottleSettings } from './host-throttle.js';

export type { ThrottleSettings } from './host-throttle.js';

/** What a task tells its host's throttle about the answer it got. */
export interface HostFeedback {
  /** The response headers arrived with this status; the time they took is the host's latency. */
  answered(status: number): void;
  /** The host did not answer within the time limit. */
  timedOut(): void;
}

/** Idle hosts remembered (with what was learnt of them) before the least recently used is forgotten. */
const MAX_IDLE_HOSTS = 1_000;

/**
 * Runs requests to each host through that host's adaptive throttle (see HostThrottle): a few at
 * first, more while the host's response times hold, fewer when they grow or it says it is overloaded.
 * Idle hosts are kept for a while, so what was learnt survives a pause between two phases of a crawl.
 */
export class HostLimiter {
  readonly #settings: ThrottleSettings;
  readonly #throttles = new Map<string, HostThrottle>();
  readonly #now: () => number;

  /** `now` (milliseconds) times the answers; tests pass a clock of their own to fix the latencies. */
  constructor(settings: ThrottleSettings, now?: () => number) {
    this.#settings = settings;
    this.#now = now ?? (() => performance.now());
  }

  async run<T>(host: string, task: (feedback: HostFeedback) => Promise<T>): Promise<T> {
    const throttle = this.#throttleFor(host);
    const inFlight = await throttle.acquire();
    const startedAt = this.#now();
    let reported = false;
    const feedback: HostFeedback = {
      answered: (status) => {
        if (reported) return;
        reported = true;
        throttle.recordAnswer(this.#now() - startedAt, status, inFlight);
      },
      timedOut: () => {
        if (reported) return;
        reported = true;
        throttle.recordTimeout();
      },
    };
    try {
      return await task(feedback);
    } finally {
      throttle.release();
      this.#forgetIdleHosts();
    }
  }

  /** Requests the host may have in flight now (the configured start for a host not met yet). */
  concurrencyOf(host: string): number {
    return this.#throttles.get(host)?.concurrency ?? Math.max(1, Math.floor(this.#settings.initial));
  }

  get trackedHosts(): number {
    return this.#throttles.size;
  }

  #throttleFor(host: string): HostThrottle {
    let throttle = this.#throttles.get(host);
    if (throttle === undefined) throttle = new HostThrottle(this.#settings);
    // Re-inserted so the map's order is least recently used first.
    this.#throttles.delete(host);
    this.#throttles.set(host, throttle);
    return throttle;
  }

  #forgetIdleHosts(): void {
    if (this.#throttles.size <= MAX_IDLE_HOSTS) return;
    for (const [host, throttle] of this.#throttles) {
      if (this.#throttles.size <= MAX_IDLE_HOSTS) return;
      if (throttle.idle) this.#throttles.delete(host);
    }
  }
}
