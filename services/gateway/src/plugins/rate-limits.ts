import { once } from 'node:events';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '@signpost/config';
import { ROUTES } from '@signpost/contracts';
import { AppError } from '@signpost/errors';
import type { Logger } from '@signpost/logger';
import { clientAddressKey } from './client-address.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that limits a route per email in its body, besides the route's limit per address. */
    limitPerEmail(rule: RateRule): (request: FastifyRequest) => Promise<void>;
  }
}

/** How many requests in a window, and the sentence a person reads when they have made too many. */
export interface RateRule {
  max: number;
  timeWindow: string;
  message: string;
}

const GENERAL = 'Too many requests. Please wait a moment before trying again.';

const tooMany = (message: string, retryAfterSeconds: number) =>
  new AppError('rate_limited', message, { headers: { 'retry-after': String(retryAfterSeconds) } });

/**
 * Route options that limit a route per client address, answering 429 with the rule's sentence. Such a
 * route is limited wherever it lives: the allow-list that spares routes outside the API does not
 * apply to it (the published files under /s/ have a limit of their own).
 */
export function limitPerAddress(rule: RateRule) {
  return {
    rateLimit: {
      max: rule.max,
      timeWindow: rule.timeWindow,
      allowList: () => false,
      keyGenerator: (request: FastifyRequest) => clientAddressKey(request.ip),
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        tooMany(rule.message, Math.ceil(context.ttl / 1000)),
    },
  };
}

const API_KEY_BUCKET = 'api-key:';
/**
 * The bucket of a request: its API key when it bears one, else its address. The caller is resolved by
 * then (the caller plugin's hook runs first), except on a route registered before that plugin. Its
 * address key is reused: behind a proxy, `request.ip` reads the forwarded chain anew at every use.
 */
function bucketOf(request: FastifyRequest): string {
  const { caller } = request;
  if (caller?.kind === 'account' && caller.apiKeyId !== undefined)
    return `${API_KEY_BUCKET}${caller.apiKeyId}`;
  return caller !== undefined && caller.kind !== 'operator'
    ? caller.clientAddress
    : clientAddressKey(request.ip);
}

/**
 * Whether the route that answers a request belongs to the API. Decided on the matched route's
 * pattern, never on the URL as sent: the router decodes `/%61pi/...` to the same route, so a test
 * of the raw text would let a respelt path past every limit. Signpost's MCP server calls the API's
 * services for the same callers, so its calls count with the API's.
 */
const answeredByApiRoute = (request: FastifyRequest) => {
  const route = request.routeOptions.url;
  return route?.startsWith('/api/') === true || (route === ROUTES.mcp.path && request.method === 'POST');
};

/**
 * Request limits for the whole API, counted in Redis when the services run apart (so every gateway
 * counts together) and in memory otherwise, keyed by the proxy-aware client address (an IPv6 client
 * by its /64), or by the API key a call bears, with the key's own limit (API_KEY_RATE_LIMIT_PER_MINUTE).
 */
export const rateLimits = fp(
  async (app: FastifyInstance, { config, logger }: { config: Config; logger: Logger }) => {
    const backend = config.queue.backend;
    // ioredis is loaded only when the limits are counted in Redis.
    const redis =
      backend.kind === 'bullmq'
        ? (await import('@signpost/queue/redis')).createFailFastRedis(backend.redisUrl, 'rate-limit', logger)
        : undefined;
    if (redis) {
      await Promise.race([
        once(redis, 'ready'),
        once(redis, 'error').then(([error]) => Promise.reject(error)),
      ]);
      app.addHook('onClose', async () => {
        await redis.quit();
      });
    }
    await app.register(rateLimit, {
      max: (_request, bucket) =>
        bucket.startsWith(API_KEY_BUCKET) ? config.auth.apiKeyRequestsPerMinute : 300,
      timeWindow: '1 minute',
      keyGenerator: bucketOf,
      allowList: (request) => !answeredByApiRoute(request),
      ...(redis
        ? { redis, nameSpace: `${backend.kind === 'bullmq' ? backend.prefix : ''}:rate-limit:` }
        : {}),
      errorResponseBuilder: (_request, context) => tooMany(GENERAL, Math.ceil(context.ttl / 1000)),
    });
    // One counter per rule, whichever routes use it (a path and its alias count together), each under
    // keys of its own: in Redis every limiter made here shares one namespace.
    const perEmailLimits = new Map<RateRule, ReturnType<typeof app.createRateLimit>>();
    const perEmailLimitOf = (rule: RateRule) => {
      const existing = perEmailLimits.get(rule);
      if (existing) return existing;
      const keyPrefix = `email-rule-${perEmailLimits.size}:`;
      const check = app.createRateLimit({
        max: rule.max,
        timeWindow: rule.timeWindow,
        keyGenerator: (request) => `${keyPrefix}${String((request.body as { email?: unknown }).email ?? '')}`,
      });
      perEmailLimits.set(rule, check);
      return check;
    };
    app.decorate('limitPerEmail', (rule: RateRule) => {
      const check = perEmailLimitOf(rule);
      return async (request: FastifyRequest) => {
        const outcome = await check(request);
        if (!outcome.isAllowed && outcome.isExceeded) throw tooMany(rule.message, outcome.ttlInSeconds);
      };
    });
  },
);
