import type { DiscoveryProgress } from '@signpost/discovery';
import type { StageDeps } from '../stage-deps.js';

/**
 * The share of discovery a crawl has done, judged from the pages it has read against the most it can
 * keep: the pages found so far, or the page limit once more than that are known. Pages found later can
 * lower this estimate; the database keeps the highest one written, so the percent shown never goes back.
 */
export function discoveryFraction({ found, fetched, limit }: DiscoveryProgress): number {
  const expected = Math.max(1, Math.min(limit, found));
  return Math.min(1, fetched / expected);
}

/**
 * Writes discovery's counts as the crawl reports them, one write at a time: a report that comes while
 * a write is in flight replaces any waiting one, so a slow database costs updates, never a queue of them.
 * Listeners are nudged after each write. A failed write is logged and the crawl goes on.
 */
export class DiscoveryProgressWriter {
  readonly #deps: Pick<StageDeps, 'repos' | 'lifecycle' | 'logger'>;
  readonly #analysisId: string;
  #waiting: DiscoveryProgress | undefined;
  #writing: Promise<void> | undefined;
  #last = '';

  constructor(deps: Pick<StageDeps, 'repos' | 'lifecycle' | 'logger'>, analysisId: string) {
    this.#deps = deps;
    this.#analysisId = analysisId;
  }

  report = (progress: DiscoveryProgress): void => {
    const key = `${progress.found}/${progress.fetched}`;
    if (key === this.#last) return;
    this.#last = key;
    this.#waiting = progress;
    this.#writing ??= this.#writeAll();
  };

  /** Waits for the write in flight, so none lands after discovery has recorded its end. */
  async idle(): Promise<void> {
    await this.#writing;
  }

  async #writeAll(): Promise<void> {
    for (let progress = this.#waiting; progress !== undefined; progress = this.#waiting) {
      this.#waiting = undefined;
      try {
        await this.#deps.repos.analyses.recordDiscoveryCounts(this.#analysisId, {
          found: progress.found,
          fetched: progress.fetched,
          fraction: discoveryFraction(progress),
        });
        await this.#deps.lifecycle.publish(this.#analysisId);
      } catch (error) {
        this.#deps.logger.warn({ err: error, analysisId: this.#analysisId }, 'discovery progress not saved');
      }
    }
    this.#writing = undefined;
  }
}
