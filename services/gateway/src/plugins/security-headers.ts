import helmet from '@fastify/helmet';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '@signpost/config';
import { QUEUE_BOARD_PATH } from '@signpost/contracts';
import { DOCS_PREFIX } from '../openapi/api-docs.js';
import { appPolicy, docsPolicy, queueBoardPolicy, type Directives } from './content-security-policies.js';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const under = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/**
 * Hardening headers on every answer (helmet): a strict Content-Security-Policy, no framing, no MIME
 * sniffing, no Referer, and HSTS when PUBLIC_URL is https. The API viewer and the queue board ship
 * third-party pages with inline styles, so their routes get a policy of their own, chosen by the
 * route as registered rather than by the URL a request spells. Register it before every route.
 */
export const securityHeaders = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const options = {
    tagManager: config.http.tagManagerId !== undefined,
    https: config.http.publicUrl.startsWith('https:'),
  };
  const withPolicy = (directives: Directives) => ({
    contentSecurityPolicy: { useDefaults: false, directives },
  });

  const ownPolicies = [
    { prefix: DOCS_PREFIX, policy: withPolicy(docsPolicy(options)) },
    { prefix: QUEUE_BOARD_PATH, policy: withPolicy(queueBoardPolicy(options)) },
  ];
  // Added before helmet's own onRoute hook, which reads a route's `helmet` option.
  app.addHook('onRoute', (route: RouteOptions) => {
    const own = ownPolicies.find(({ prefix }) => under(route.url, prefix));
    if (own) route.helmet = own.policy;
  });

  await app.register(helmet, {
    ...withPolicy(appPolicy(options)),
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: options.https ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true } : false,
  });
});
