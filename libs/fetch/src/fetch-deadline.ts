/**
 * The time limit of one fetch as a whole (every hop, retry wait and body). It starts when the first
 * request may go out, not when the fetch is asked for: time spent queued for a slot of a busy host
 * is not the host's fault.
 */
export class FetchDeadline {
  readonly #controller = new AbortController();
  readonly #timeoutMs: number;
  #timer: NodeJS.Timeout | undefined;
  #at: number | null = null;

  constructor(timeoutMs: number) {
    this.#timeoutMs = timeoutMs;
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Starts the clock; later calls (the next redirect hop, a retry) change nothing. */
  start(): void {
    if (this.#at !== null) return;
    this.#at = Date.now() + this.#timeoutMs;
    this.#timer = setTimeout(() => {
      this.#controller.abort(new DOMException(`No answer within ${this.#timeoutMs} ms`, 'TimeoutError'));
    }, this.#timeoutMs);
  }

  /** When the limit falls (or would, were it started now). */
  get at(): number {
    return this.#at ?? Date.now() + this.#timeoutMs;
  }

  get passed(): boolean {
    return this.#controller.signal.aborted;
  }

  clear(): void {
    clearTimeout(this.#timer);
  }
}
