import { agentNameOf, isFetchError, productTokenOf, type GuardedFetcher } from '@signpost/fetch';
import { fetchRobotsTxt, parseRobots, robotsUrlOf } from '@signpost/fetch/robots';

/** One origin's robots.txt and the addresses of that origin to match against it for one agent. */
export interface RobotsQuery {
  robotsUrl: string;
  robotsText: string;
  /** The product token the rules are matched for (`signpostbot`). */
  agent: string;
  urls: readonly string[];
}

/** The addresses of the query its rules disallow for its agent (matching is rules × addresses). */
export function disallowedUrls(query: RobotsQuery): string[] {
  const rules = parseRobots(query.robotsUrl, query.robotsText);
  return query.urls.filter((url) => rules.isAllowed(url, query.agent) === false);
}

/** The text of an origin's robots.txt, or null when it has none that can be read (which allows everything). */
export type RobotsTextReader = (origin: string) => Promise<string | null>;

/** Reads `{origin}/robots.txt` through the fetcher; a failure to read it allows everything, as in discovery. */
export function fetchRobotsText(
  fetcher: Pick<GuardedFetcher, 'fetch'>,
  signal?: AbortSignal,
): RobotsTextReader {
  return async (origin) => {
    try {
      return await fetchRobotsTxt(fetcher, origin, signal);
    } catch (error) {
      if (signal?.aborted === true || isFetchError(error)) return null;
      throw error;
    }
  };
}

export interface RobotsGateOptions {
  /** The User-Agent the requests are sent with: its product token is what the rules are matched for. */
  userAgent: string;
  readText: RobotsTextReader;
  /** Matches the rules (off the caller's thread on a server: `ValidationSteps.robotsDisallowed`). */
  match: (query: RobotsQuery) => Promise<string[]>;
}

/**
 * robots.txt for Signpost's own user agent, before anything of a site is requested: each origin's
 * file read once and shared by every check of one validation, report or run, and each address
 * matched once.
 */
export class RobotsGate {
  /** The agent as the site's owner writes it in robots.txt (`SignpostBot`), for messages. */
  readonly agent: string;
  readonly #token: string;
  readonly #options: RobotsGateOptions;
  readonly #texts = new Map<string, Promise<string | null>>();
  readonly #verdicts = new Map<string, boolean>();

  constructor(options: RobotsGateOptions) {
    this.agent = agentNameOf(options.userAgent);
    this.#token = productTokenOf(options.userAgent);
    this.#options = options;
  }

  /** The origin's robots.txt, read on first use. */
  textOf(origin: string): Promise<string | null> {
    let text = this.#texts.get(origin);
    if (text === undefined) {
      text = this.#options.readText(origin);
      this.#texts.set(origin, text);
    }
    return text;
  }

  /** Those of `urls` robots.txt disallows for Signpost: one match per origin not matched yet. */
  async disallowed(urls: readonly string[]): Promise<Set<string>> {
    const byOrigin = new Map<string, string[]>();
    for (const url of new Set(urls)) {
      const origin = URL.parse(url)?.origin;
      if (origin === undefined || origin === 'null' || this.#verdicts.has(url)) continue;
      const unmatched = byOrigin.get(origin);
      if (unmatched === undefined) byOrigin.set(origin, [url]);
      else unmatched.push(url);
    }
    await Promise.all(
      [...byOrigin].map(async ([origin, unmatched]) => {
        const robotsText = await this.textOf(origin);
        const shut = new Set(
          robotsText === null
            ? []
            : await this.#options.match({
                robotsUrl: robotsUrlOf(origin),
                robotsText,
                agent: this.#token,
                urls: unmatched,
              }),
        );
        for (const url of unmatched) this.#verdicts.set(url, shut.has(url));
      }),
    );
    return new Set(urls.filter((url) => this.#verdicts.get(url) === true));
  }
}
