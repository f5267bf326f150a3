import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accessTokenClaimsSchema, type AccessTokenClaims } from '@signpost/accounts';
import type { Repositories } from '@signpost/db';
import { AppError } from '@signpost/errors';
import { anonymousCaller, type Caller } from '@signpost/usage';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking, resolved once per request; services take it as their first argument. */
    caller: Caller;
  }
}

export interface CallerPluginOptions {
  repos: Repositories;
  jwtSecret: string;
  accessTokenMinutes: number;
}

const BEARER = /^Bearer\s+(\S+)$/i;
const sessionEnded = () => new AppError('unauthorized', 'Session expired. Please sign in again.');

/**
 * Resolves the caller of every request: no Authorization header is an anonymous visitor (known by the
 * proxy-aware client address Fastify derives from TRUST_PROXY); a bearer access token is an account,
 * but only while its session is live, checked on every request so sign-out takes effect at once. A
 * token that is present but not valid is refused rather than treated as anonymous.
 */
export const callerPlugin = fp(async (app: FastifyInstance, options: CallerPluginOptions) => {
  await app.register(jwt, {
    secret: options.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: `${options.accessTokenMinutes}m` },
    verify: { algorithms: ['HS256'] },
  });
  app.decorateRequest('caller');

  const claimsOf = (request: FastifyRequest): AccessTokenClaims | undefined => {
    const header = request.headers.authorization;
    if (header === undefined) return undefined;
    const token = BEARER.exec(header)?.[1];
    if (!token) throw new AppError('unauthorized', 'Authentication required');
    try {
      return accessTokenClaimsSchema.parse(app.jwt.verify(token));
    } catch {
      throw sessionEnded();
    }
  };

  app.addHook('onRequest', async (request) => {
    const claims = claimsOf(request);
    if (!claims) {
      request.caller = anonymousCaller(request.ip);
      return;
    }
    const account = await options.repos.sessions.findLiveAccount(claims.sid, claims.sub);
    if (!account) throw sessionEnded();
    request.caller = { kind: 'account', clientAddress: request.ip, sessionId: claims.sid, account };
  });
});

/** The signed-in caller of a route that requires one. */
export function requireAccount(caller: Caller): Extract<Caller, { kind: 'account' }> {
  if (caller.kind !== 'account') throw new AppError('unauthorized', 'Authentication required');
  return caller;
}
