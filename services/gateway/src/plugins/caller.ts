import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  accessTokenClaimsSchema,
  looksLikeApiKey,
  type AccessTokenClaims,
  type ApiKeyService,
  type SessionCache,
} from '@signpost/accounts';
import type { Repositories } from '@signpost/db';
import { AppError } from '@signpost/errors';
import { anonymousCaller, type AccountCaller, type Caller, type SessionCaller } from '@signpost/usage';
import { clientAddressKey } from './client-address.js';
import { VerifiedTokens } from './verified-tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking, resolved once per request; services take it as their first argument. */
    caller: Caller;
  }
  interface FastifyContextConfig {
    /** The route reads the Authorization header itself (the metrics token): no caller is resolved from it. */
    ownAuthorization?: boolean;
  }
}

export interface CallerPluginOptions {
  repos: Repositories;
  jwtSecret: string;
  accessTokenMinutes: number;
  apiKeys: ApiKeyService;
  /** Accounts of live sessions held in memory, dropped as soon as a session ends or its account changes. */
  sessionCache: SessionCache;
  /** Access tokens whose signature is remembered once checked (SESSION_CACHE_SIZE; 0 remembers none). */
  verifiedTokensSize: number;
}

const BEARER = /^Bearer\s+(\S+)$/i;
const sessionEnded = () => new AppError('unauthorized', 'Session expired. Please sign in again.');
const invalidApiKey = () =>
  new AppError('unauthorized', 'Invalid API key. Check it, or make a new one on the dashboard.');

/**
 * Resolves the caller of every request: no Authorization header is an anonymous visitor (known by the
 * proxy-aware client address Fastify derives from TRUST_PROXY); a bearer access token is an account,
 * but only while its session is live, checked on every request so sign-out takes effect at once (the
 * session cache answers from memory, and every way a session ends empties it before answering). A
 * token that is present but not valid is refused rather than treated as anonymous. A bearer `sp_…`
 * is an API key: it speaks for its account while the key is live and the account on the scale plan.
 */
export const callerPlugin = fp(async (app: FastifyInstance, options: CallerPluginOptions) => {
  await app.register(jwt, {
    secret: options.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: `${options.accessTokenMinutes}m` },
    verify: { algorithms: ['HS256'] },
  });
  app.decorateRequest('caller');

  const bearerOf = (request: FastifyRequest): string | undefined => {
    const header = request.headers.authorization;
    if (header === undefined) return undefined;
    const token = BEARER.exec(header)?.[1];
    if (!token) throw new AppError('unauthorized', 'Authentication required');
    return token;
  };

  const verifiedTokens = new VerifiedTokens(options.verifiedTokensSize);
  const verify = (token: string) => {
    try {
      const payload = app.jwt.verify<{ exp: number }>(token);
      return { claims: accessTokenClaimsSchema.parse(payload), expiresAt: payload.exp * 1000 };
    } catch {
      throw sessionEnded();
    }
  };
  const claimsOf = (token: string): AccessTokenClaims => verifiedTokens.claimsOf(token, verify);

  const callerOf = async (request: FastifyRequest, clientAddress: string): Promise<Caller> => {
    const token = bearerOf(request);
    if (!token) return anonymousCaller(clientAddress);
    if (looksLikeApiKey(token)) {
      const credential = await options.apiKeys.resolve(token);
      if (!credential) throw invalidApiKey();
      return { kind: 'account', clientAddress, apiKeyId: credential.keyId, account: credential.account };
    }
    const claims = claimsOf(token);
    const account = await options.sessionCache.account(claims.sid, claims.sub, () =>
      options.repos.sessions.findLiveAccount(claims.sid, claims.sub),
    );
    if (!account) throw sessionEnded();
    return { kind: 'account', clientAddress, sessionId: claims.sid, account };
  };

  // Refused credentials count against the address's limits like any request: the refusal is kept
  // here and thrown at preParsing, once every onRequest hook (the rate limits among them) has run.
  const refusals = new WeakMap<FastifyRequest, unknown>();
  app.addHook('onRequest', async (request) => {
    // Usage is counted per address under this key (an IPv6 client by its /64), like the rate limits.
    const clientAddress = clientAddressKey(request.ip);
    request.caller = anonymousCaller(clientAddress);
    if (request.routeOptions.config.ownAuthorization === true) return;
    try {
      request.caller = await callerOf(request, clientAddress);
    } catch (error) {
      refusals.set(request, error);
    }
  });
  app.addHook('preParsing', async (request) => {
    if (refusals.has(request)) throw refusals.get(request);
  });
});

/**
 * The signed-in caller of a route that requires a session: the account itself, its plan and its keys
 * are managed by a person signed in, never through an API key.
 */
export function requireAccount(caller: Caller): SessionCaller {
  const account = requireAccountOrApiKey(caller);
  if (account.apiKeyId !== undefined) {
    throw new AppError('session_required', 'Sign in to do this; an API key cannot be used here.');
  }
  return account;
}

/** The caller of a route of the public API: an account through a session or one of its API keys. */
export function requireAccountOrApiKey(caller: Caller): AccountCaller {
  if (caller.kind !== 'account') throw new AppError('unauthorized', 'Authentication required');
  return caller;
}
