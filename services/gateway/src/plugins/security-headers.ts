import type { IncomingMessage, ServerResponse } from 'node:http';
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
 * Each policy's headers are computed once, at start, by running helmet's middleware against a
 * recording response; each request then gets them as one object. Helmet's own Fastify plugin builds its
 * middleware again for every request (parsing every directive), and even built once, calling it sets
 * each header on the raw response one by one: together a tenth of a polled route's time.
 */
export const securityHeaders = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const options = {
    tagManager: config.http.tagManagerId !== undefined,
    https: config.http.publicUrl.startsWith('https:'),
  };
  const headersWith = (directives: Directives) =>
    recordedHeaders(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives },
        frameguard: { action: 'deny' },
        referrerPolicy: { policy: 'no-referrer' },
        strictTransportSecurity: options.https
          ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true }
          : false,
      }),
    );
  const appHeaders = headersWith(appPolicy(options));
  const ownPolicies = [
    { prefix: DOCS_PREFIX, headers: headersWith(docsPolicy(options)) },
    { prefix: QUEUE_BOARD_PATH, headers: headersWith(queueBoardPolicy(options)) },
  ];

  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url ?? '';
    const own = ownPolicies.find(({ prefix }) => under(route, prefix));
    reply.headers(own?.headers ?? appHeaders);
  });
});

type HelmetMiddleware = ReturnType<typeof helmet>;

/** The headers a helmet middleware sets, read once from a response that only records them. */
function recordedHeaders(middleware: HelmetMiddleware): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader: (name: string) => {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined) throw failure;
  return Object.fromEntries(headers);
}
