import { isFetchError, type FetchError, type GuardedFetcher } from '@signpost/fetch';
import { fetchRobotsTxt, parseRobots, robotsUrlOf, type RobotsRules } from '@signpost/fetch/robots';

export interface RobotsFile {
  origin: string;
  /** Null when the site has no readable robots.txt, which allows everything. */
  rules: RobotsRules | null;
  /** Why robots.txt could not be fetched at all, when that is the reason `rules` is null. */
  failure: FetchError | null;
}

/**
 * robots.txt per origin, fetched once and shared by every check. A missing file or an error status
 * allows everything; the caller decides whether a failure to reach the host at all is fatal.
 */
export class RobotsBook {
  readonly #files = new Map<string, Promise<RobotsFile>>();
  readonly #fetcher: GuardedFetcher;
  readonly #userAgent: string;
  #signal: AbortSignal | undefined;

  constructor(fetcher: GuardedFetcher, userAgent: string, signal?: AbortSignal) {
    this.#fetcher = fetcher;
    this.#userAgent = userAgent;
    this.#signal = signal;
  }

  /** The signal files not loaded yet will be fetched under. */
  useSignal(signal: AbortSignal | undefined): void {
    this.#signal = signal;
  }

  fileFor(url: string): Promise<RobotsFile> {
    const origin = new URL(url).origin;
    let file = this.#files.get(origin);
    if (file === undefined) {
      file = this.#load(origin);
      this.#files.set(origin, file);
    }
    return file;
  }

  async isAllowed(url: string): Promise<boolean> {
    const { rules } = await this.fileFor(url);
    return rules?.isAllowed(url, this.#userAgent) ?? true;
  }

  /** Seconds robots.txt asks our user agent to wait between requests, if it says. */
  async crawlDelaySeconds(url: string): Promise<number> {
    const { rules } = await this.fileFor(url);
    const delay = rules?.getCrawlDelay(this.#userAgent);
    return delay !== undefined && Number.isFinite(delay) && delay > 0 ? delay : 0;
  }

  async sitemaps(url: string): Promise<string[]> {
    const { rules } = await this.fileFor(url);
    return rules?.getSitemaps() ?? [];
  }

  async #load(origin: string): Promise<RobotsFile> {
    try {
      const text = await fetchRobotsTxt(this.#fetcher, origin, this.#signal);
      return { origin, rules: text === null ? null : parseRobots(robotsUrlOf(origin), text), failure: null };
    } catch (error) {
      if (!isFetchError(error)) throw error;
      return { origin, rules: null, failure: error };
    }
  }
}
