import { Agent, request } from 'undici';
import { addressPolicy } from './address-guard.js';
import { toFetchError } from './classify-error.js';
import { createGuardedConnector } from './connection-guard.js';
import { FetchError } from './fetch-error.js';
import { parseTarget } from './request-target.js';

export interface PosterOptions {
  userAgent: string;
  timeoutMs: number;
  /** Loopback and private networks open: tests only (SIGNPOST_CRAWL_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** Exactly these addresses and ranges open (SIGNPOST_CRAWL_ALLOW_ADDRESSES). */
  allowAddresses?: readonly string[];
}

export interface PostAnswer {
  status: number;
}

/** Posts to addresses users give (webhooks). */
export interface GuardedPoster {
  post(url: string, body: string, headers: Record<string, string>): Promise<PostAnswer>;
  close(): Promise<void>;
}

/** How much of a receiver's answer is read before the connection is let go. */
const ANSWER_LIMIT_BYTES = 16 * 1024;

/**
 * POSTs behind the crawler's address guard: a user's address can never reach a private network,
 * also through DNS rebinding. Redirects are not followed (a receiver that moved must be updated,
 * and a redirect is a way round the guard), and the whole call is bounded by `timeoutMs`.
 */
export function createGuardedPoster(options: PosterOptions): GuardedPoster {
  const policy = addressPolicy(options);
  const agent = new Agent({
    connect: createGuardedConnector(policy, options.timeoutMs),
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  return {
    async post(rawUrl, body, headers) {
      const target = parseTarget(rawUrl, policy);
      const signal = AbortSignal.timeout(options.timeoutMs);
      try {
        const response = await request(target, {
          dispatcher: agent,
          method: 'POST',
          signal,
          body,
          headers: { 'user-agent': options.userAgent, ...headers },
        });
        await response.body.dump({ limit: ANSWER_LIMIT_BYTES });
        return { status: response.statusCode };
      } catch (error) {
        if (error instanceof FetchError) throw error;
        throw toFetchError(error, target.href, signal.aborted, options.timeoutMs);
      }
    },
    async close() {
      await agent.close();
    },
  };
}
