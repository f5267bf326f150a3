import pLimit, { type LimitFunction } from 'p-limit';

interface HostSlot {
  limit: LimitFunction;
  users: number;
}

/** Runs at most `concurrency` tasks at once per host; idle hosts are forgotten so the map stays small. */
export class HostLimiter {
  readonly #concurrency: number;
  readonly #slots = new Map<string, HostSlot>();

  constructor(concurrency: number) {
    this.#concurrency = concurrency;
  }

  async run<T>(host: string, task: () => Promise<T>): Promise<T> {
    let slot = this.#slots.get(host);
    if (slot === undefined) {
      slot = { limit: pLimit(this.#concurrency), users: 0 };
      this.#slots.set(host, slot);
    }
    slot.users += 1;
    try {
      return await slot.limit(task);
    } finally {
      slot.users -= 1;
      if (slot.users === 0) this.#slots.delete(host);
    }
  }

  get trackedHosts(): number {
    return this.#slots.size;
  }
}
