import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
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
 * route as registered rather than by the URL a request spells.
 *
 * Each policy's headers are built once, at start: helmet's own Fastify plugin builds its middleware
 * again for every request (parsing every directive), which cost a polled route a tenth of its time.
 */
export const securityHeaders = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const options = {
    tagManager: config.http.tagManagerId !== undefined,
    https: config.http.publicUrl.startsWith('https:'),
  };
  const headersWith = (directives: Directives) =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: options.https ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true } : false,
    });
  const appHeaders = headersWith(appPolicy(options));
  const ownPolicies = [
    { prefix: DOCS_PREFIX, headers: headersWith(docsPolicy(options)) },
    { prefix: QUEUE_BOARD_PATH, headers: headersWith(queueBoardPolicy(options)) },
  ];

  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url ?? '';
    const own = ownPolicies.find(({ prefix }) => under(route, prefix));
    // helmet 8 throws rather than passing an error on.
    (own?.headers ?? appHeaders)(request.raw, reply.raw, () => done());
  });
});
