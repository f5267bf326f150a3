/** Ids that stay known for a fixed time after they were added; insertion order is expiry order. */
class ExpiringIds {
  private readonly expiresAt = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  add(id: string): void {
    this.expiresAt.delete(id);
    this.expiresAt.set(id, this.now() + this.ttlMs);
  }

  has(id: string): boolean {
    this.dropExpired();
    return this.expiresAt.has(id);
  }

  private dropExpired(): void {
    const now = this.now();
    for (const [id, expiresAt] of this.expiresAt) {
      if (expiresAt > now) return;
      this.expiresAt.delete(id);
    }
  }
}

/**
 * The in-process twin of BullMQ's job keys: an id is known while its job waits, runs or waits for a
 * retry, and for the retention time after it completed or failed, so enqueueing it again is ignored.
 */
export class JobIdLedger {
  private readonly pending = new Set<string>();
  private readonly completed: ExpiringIds;
  private readonly failed: ExpiringIds;

  constructor(keepCompletedMs: number, keepFailedMs: number, now: () => number = Date.now) {
    this.completed = new ExpiringIds(keepCompletedMs, now);
    this.failed = new ExpiringIds(keepFailedMs, now);
  }

  has(id: string): boolean {
    return this.pending.has(id) || this.completed.has(id) || this.failed.has(id);
  }

  markPending(id: string): void {
    this.pending.add(id);
  }

  markCompleted(id: string): void {
    this.pending.delete(id);
    this.completed.add(id);
  }

  markFailed(id: string): void {
    this.pending.delete(id);
    this.failed.add(id);
  }

  /** For a job dropped at shutdown: it never ran to an end, so its id may be enqueued again. */
  forget(id: string): void {
    this.pending.delete(id);
  }
}
