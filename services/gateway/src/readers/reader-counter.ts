import { readerAgentOf, type ReaderAgent } from '@signpost/contracts';
import type { CountedReads, SiteReadersRepository } from '@signpost/db';

/** How often a gateway adds its counts to the database: well within the minute the contract allows. */
export const READS_FLUSH_MS = 5_000;
/**
 * Distinct (slug, day, agent, class) keys held between flushes. Reaching it starts a flush at once;
 * reads arriving while that flush is still running and the next batch is full too are dropped and
 * logged, so memory stays bounded whatever the traffic (10,000 keys are about 1 MB).
 */
export const MAX_HELD_KEYS = 10_000;

/**
 * User-agent strings whose agent is remembered: traffic comes from few distinct strings, so most reads
 * skip the list's matching. Strings longer than a real one are matched each time rather than kept.
 */
const REMEMBERED_AGENTS = 1_000;
const REMEMBERED_LENGTH = 512;
const DAY_MS = 86_400_000;

/** What the public routes tell of each read they serve (a counter, or nothing when counting is off). */
export interface ReadCounts {
  count(slug: string, userAgent: string | undefined, kind?: 'file' | 'mcp'): void;
}

export interface ReaderCounterOptions {
  store: Pick<SiteReadersRepository, 'add'>;
  /** Called when a flush fails or reads had to be dropped; the counter goes on counting. */
  warn(message: string, details: object): void;
  flushMs?: number;
  maxKeys?: number;
  now?: () => Date;
}

/**
 * Counts reads of published files, markdown copies and sites' MCP servers off the request path: a
 * read only adds one to a key in memory; every few seconds the batch is swapped out and added to the
 * database in one statement (SiteReadersRepository.add). Each gateway process keeps its own counter,
 * and the database adds every process's batches together.
 */
export class ReaderCounter implements ReadCounts {
  #held = new Map<string, CountedReads>();
  #flushing: Promise<void> | undefined;
  #dropped = 0;
  #agents = new Map<string, ReaderAgent>();
  #day = '';
  #dayEnds = 0;
  readonly #timer: NodeJS.Timeout | undefined;
  readonly #maxKeys: number;
  readonly #now: () => Date;

  constructor(private readonly options: ReaderCounterOptions) {
    this.#maxKeys = options.maxKeys ?? MAX_HELD_KEYS;
    this.#now = options.now ?? (() => new Date());
    const flushMs = options.flushMs ?? READS_FLUSH_MS;
    // A flush period of 0 holds the counts until close (the benchmark's counter without its writes).
    if (flushMs > 0) {
      this.#timer = setInterval(() => void this.flush(), flushMs);
      this.#timer.unref();
    }
  }

  count(slug: string, userAgent: string | undefined, kind: 'file' | 'mcp' = 'file'): void {
    const { agent, class: agentClass } = this.#agentOf(userAgent);
    const day = this.#today();
    const readerClass = kind === 'mcp' ? 'mcp' : agentClass;
    const key = `${slug}\n${day}\n${agent}\n${readerClass}`;
    const held = this.#held.get(key);
    if (held) {
      held.reads += 1;
      return;
    }
    if (this.#held.size >= this.#maxKeys) {
      if (this.#flushing) {
        this.#dropped += 1;
        return;
      }
      void this.flush();
    }
    this.#held.set(key, { slug, day, agent, class: readerClass, reads: 1 });
  }

  /** Adds what is held to the database; waits for a flush already running first. */
  async flush(): Promise<void> {
    while (this.#flushing) await this.#flushing;
    if (this.#held.size === 0 && this.#dropped === 0) return;
    const batch = this.#held;
    const dropped = this.#dropped;
    this.#held = new Map();
    this.#dropped = 0;
    this.#flushing = this.#write(batch, dropped).finally(() => (this.#flushing = undefined));
    await this.#flushing;
  }

  /** Stops the timer and adds the last counts: the gateway's onClose. */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }

  #agentOf(userAgent: string | undefined): ReaderAgent {
    if (userAgent === undefined || userAgent.length > REMEMBERED_LENGTH) return readerAgentOf(userAgent);
    let reader = this.#agents.get(userAgent);
    if (!reader) {
      if (this.#agents.size >= REMEMBERED_AGENTS) this.#agents.clear();
      reader = readerAgentOf(userAgent);
      this.#agents.set(userAgent, reader);
    }
    return reader;
  }

  /** Today's UTC date, made again only when a day ends. */
  #today(): string {
    const now = this.#now().getTime();
    if (now >= this.#dayEnds || now < this.#dayEnds - DAY_MS) {
      this.#day = new Date(now).toISOString().slice(0, 10);
      this.#dayEnds = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
    }
    return this.#day;
  }

  async #write(batch: Map<string, CountedReads>, dropped: number): Promise<void> {
    if (dropped > 0) {
      this.options.warn('reads of published files were not counted: the counter was full', { dropped });
    }
    if (batch.size === 0) return;
    const rows = [...batch.values()];
    try {
      await this.options.store.add(rows);
    } catch (error) {
      // The counts are lost rather than held: a database that stays down must not grow the process.
      this.options.warn('reads of published files could not be stored', { err: error, keys: rows.length });
    }
  }
}
