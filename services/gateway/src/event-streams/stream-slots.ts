/** One count a stream takes a place in: the caller's account, or its client address. */
export interface SlotClaim {
  key: string;
  limit: number;
}

/** A place held by one open stream. */
export interface StreamSlot {
  /** Says the stream is still open; a shared count forgets a place not renewed in time. */
  renew(): Promise<void>;
  /** Gives the place back; safe to call more than once. */
  release(): Promise<void>;
}

/** Counts of open streams, each under its own limit. */
export interface StreamSlots {
  /** A place in every claimed count, or undefined (and nothing taken) when one of them is full. */
  take(claims: readonly SlotClaim[]): Promise<StreamSlot | undefined>;
  close(): Promise<void>;
}

/**
 * Counts kept in this process: enough for one gateway (the embedded default). With several gateway
 * processes each counts its own streams; RedisStreamSlots counts them together.
 */
export class LocalStreamSlots implements StreamSlots {
  private readonly open = new Map<string, number>();

  async take(claims: readonly SlotClaim[]): Promise<StreamSlot | undefined> {
    if (claims.some(({ key, limit }) => (this.open.get(key) ?? 0) >= limit)) return undefined;
    for (const { key } of claims) this.open.set(key, (this.open.get(key) ?? 0) + 1);
    let held = true;
    return {
      renew: async () => {},
      release: async () => {
        if (!held) return;
        held = false;
        for (const { key } of claims) {
          const left = (this.open.get(key) ?? 1) - 1;
          if (left > 0) this.open.set(key, left);
          else this.open.delete(key);
        }
      },
    };
  }

  async close(): Promise<void> {
    this.open.clear();
  }
}
