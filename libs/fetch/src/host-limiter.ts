import { HostThrottle, type ThrottleSettings } from './host-throttle.js';
import type { SharedHostSlots } from './shared-hosts/shared-host-slots.js';

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
/** Waits between two asks for a shared slot: short at first, longer while the host stays full. */
const FIRST_SLOT_WAIT_MS = 5;
const LONGEST_SLOT_WAIT_MS = 50;

interface Slot {
  inFlight: number;
  release(): void;
}

/**
 * Runs requests to each host through that host's adaptive throttle (see HostThrottle): a few at
 * first, more while the host's response times hold, fewer when they grow or it says it is overloaded.
 * Idle hosts are kept for a while, so what was learnt survives a pause between two phases of a crawl.
 *
 * With `shared` slots (distributed mode) the slots and the window are those of every process: each
 * judges the answers it gets and moves the one window, and a request starts only when the host has
 * fewer than that window in flight from all of them. Should the shared store fail, this process's own
 * window still holds its requests.
 */
export class HostLimiter {
  readonly #settings: ThrottleSettings;
  readonly #throttles = new Map<string, HostThrottle>();
  readonly #now: () => number;
  readonly #shared: SharedHostSlots | undefined;
  /** Per host, the last of this process's requests in line for a shared slot (see #acquire). */
  readonly #sharedLines = new Map<string, Promise<void>>();
  /** Per host, cuts short the wait of the request at the head of the line. */
  readonly #wakeLine = new Map<string, () => void>();

  /** `now` (milliseconds) times the answers; tests pass a clock of their own to fix the latencies. */
  constructor(settings: ThrottleSettings, now?: () => number, shared?: SharedHostSlots) {
    this.#settings = settings;
    this.#now = now ?? (() => performance.now());
    this.#shared = shared;
  }

  async run<T>(host: string, task: (feedback: HostFeedback) => Promise<T>): Promise<T> {
    const throttle = this.#throttleFor(host);
    const slot = await this.#acquire(host, throttle);
    const inFlight = slot.inFlight;
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
      slot.release();
      this.#forgetIdleHosts();
    }
  }

  async #acquire(host: string, throttle: HostThrottle): Promise<Slot> {
    const local = async (): Promise<Slot> => ({
      inFlight: await throttle.acquire(),
      release: () => throttle.release(),
    });
    const shared = this.#shared;
    if (shared === undefined) return local();
    // This process's requests for a host's shared slot wait in line, first come first served: each
    // polling on its own, a request that had waited longest polled least often, and the crawl, which
    // settles its answers in order, stood still behind it.
    const ahead = this.#sharedLines.get(host) ?? Promise.resolve();
    let leave = () => {};
    const mine = new Promise<void>((resolve) => (leave = resolve));
    const line = ahead.then(() => mine);
    this.#sharedLines.set(host, line);
    await ahead;
    try {
      return await this.#takeShared(host, throttle, shared, local);
    } finally {
      leave();
      if (this.#sharedLines.get(host) === line) this.#sharedLines.delete(host);
    }
  }

  /** Asks for a shared slot until one is free; a slot this process gives back asks again at once. */
  async #takeShared(
    host: string,
    throttle: HostThrottle,
    shared: SharedHostSlots,
    local: () => Promise<Slot>,
  ): Promise<Slot> {
    for (let waitMs = FIRST_SLOT_WAIT_MS; ; waitMs = Math.min(LONGEST_SLOT_WAIT_MS, waitMs * 2)) {
      let answer: Awaited<ReturnType<SharedHostSlots['tryAcquire']>>;
      try {
        answer = await shared.tryAcquire(host, this.#settings);
      } catch {
        return local();
      }
      throttle.adopt(answer.limit);
      const taken = answer.slot;
      if (taken !== null) {
        throttle.hold();
        return {
          inFlight: taken.inFlight,
          release: () => {
            throttle.release();
            // A release that does not arrive is the lease's expiry, a little later.
            shared.release(host, taken.lease).then(
              () => this.#wakeLine.get(host)?.(),
              () => undefined,
            );
          },
        };
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, waitMs * (0.5 + Math.random()));
        this.#wakeLine.set(host, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      this.#wakeLine.delete(host);
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
    if (throttle === undefined) {
      const shared = this.#shared;
      const created: HostThrottle = new HostThrottle(
        this.#settings,
        shared &&
          ((change) => {
            shared.adjust(host, change, this.#settings).then(
              (limit) => created.adopt(limit),
              () => undefined,
            );
          }),
      );
      throttle = created;
    }
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
