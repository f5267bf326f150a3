/** A change one process's judgement makes to a host's window (see HostThrottle). */
export type WindowChange = { kind: 'raise' } | { kind: 'cut'; factor: number };

/** The bounds of every host's window: where it starts and how far it may rise. */
export interface WindowBounds {
  initial: number;
  max: number;
}

/** A slot taken, with the requests then in flight to the host counting it, and its window. */
export interface SlotTaken {
  lease: string;
  inFlight: number;
  limit: number;
}

/**
 * Each host's requests in flight and its adaptive window, shared by every process that crawls, so
 * several processes on one site keep within one politeness budget. A slot is a lease its process
 * renews while it holds it and that expires on its own, so a process killed mid-request holds it only
 * a few seconds longer.
 */
export interface SharedHostSlots {
  /** A slot when fewer than the host's window are in flight, else null; `limit` is the window either way. */
  tryAcquire(host: string, bounds: WindowBounds): Promise<{ slot: SlotTaken | null; limit: number }>;
  release(host: string, lease: string): Promise<void>;
  /** Applies one process's judgement to the host's shared window; resolves with the new window. */
  adjust(host: string, change: WindowChange, bounds: WindowBounds): Promise<number>;
  close(): Promise<void>;
}
