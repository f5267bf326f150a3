import type { KeptPageRow, Repositories } from '@signpost/db';
import type { CrawlSnapshot, DiscoveryCheckpoints, SiteNavigation } from '@signpost/discovery';
import type { Logger } from '@signpost/logger';
import type { CheckpointState } from './checkpoint-state.js';
import type { KeptPages } from './kept-pages.js';

export interface CheckpointWriterDeps {
  repos: Repositories;
  logger: Logger;
  analysisId: string;
  everyMs: number;
  navigation: SiteNavigation;
  kept: KeptPages | null;
}

/**
 * Stores the crawl's snapshots as it goes, with the pages it kept since the last one. One write at
 * a time, off the crawl's path: a snapshot arriving meanwhile waits, replaced by any newer one. A
 * write that fails is only logged (the crawl goes on; its pages go with the next write).
 */
export class CheckpointWriter implements DiscoveryCheckpoints {
  readonly everyMs: number;
  readonly #deps: CheckpointWriterDeps;
  #next: CheckpointState | undefined;
  #writing: Promise<void> | undefined;
  #unwritten: KeptPageRow[] = [];

  constructor(deps: CheckpointWriterDeps) {
    this.#deps = deps;
    this.everyMs = deps.everyMs;
  }

  save(crawl: CrawlSnapshot): void {
    // Taken now, at the same moment as the crawl's snapshot, as the crawl goes on observing pages.
    const navigation = this.#deps.navigation.snapshot();
    this.#next = { crawl, navigation, identity: this.#deps.kept?.identity ?? null };
    this.#writing ??= this.#writeAll();
  }

  /** Waits for the write in flight, so that none lands after the checkpoint is deleted. */
  async idle(): Promise<void> {
    await this.#writing;
  }

  async #writeAll(): Promise<void> {
    for (let state = this.#next; state !== undefined; state = this.#next) {
      this.#next = undefined;
      await this.#write(state);
    }
    this.#writing = undefined;
  }

  async #write(state: CheckpointState): Promise<void> {
    const { repos, logger, analysisId, kept } = this.#deps;
    // Pages the snapshot counts as kept may still be being read: their extractions go with it.
    await kept?.settled();
    // A page read again since a write that failed goes once, as last read.
    const byUrl = new Map(
      [...this.#unwritten, ...(kept?.takeUnsaved() ?? [])].map((page) => [page.url, page]),
    );
    const pages = [...byUrl.values()];
    try {
      await repos.transaction((tx) => tx.discoveryCheckpoints.save(analysisId, state, pages));
      this.#unwritten = [];
    } catch (error) {
      this.#unwritten = pages;
      logger.warn({ err: error, analysisId }, 'discovery checkpoint not saved');
    }
  }
}
