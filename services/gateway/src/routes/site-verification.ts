import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@signpost/contracts';
import { declaredRoute } from '../http/declared-route.js';
import { ACCEPTS_API_KEY } from '../openapi/api-docs.js';
import { limitPerAddress } from '../plugins/rate-limits.js';
import type { SiteVerificationService } from '../publishing/site-verification-service.js';

/** A check reads two addresses of someone's site; an owner needs a few tries, not a stream. */
const CHECKS_PER_MINUTE = 30;

/** Proving control of a site, which its bare published address needs. */
export const siteVerificationRoutes: FastifyPluginAsyncZod<{
  verification: SiteVerificationService;
}> = async (app, { verification }) => {
  const docs = { security: ACCEPTS_API_KEY, tags: ['files'] };

  app.route({
    ...declaredRoute(ROUTES.requestSiteVerification, {
      ...docs,
      summary: 'Get the token that proves control of a site',
      description:
        'Serve it as <meta name="signpost-site-verification" content="{token}"> on the home page, or as ' +
        'the body of /.well-known/signpost-verification.txt, then ask for a check. The token stays the same.',
      responses: { 200: 'The site, as publications name it, and the account’s token for it.' },
    }),
    handler: async (request) => verification.token(request.caller, request.body.url),
  });

  app.route({
    ...declaredRoute(ROUTES.checkSiteVerification, {
      ...docs,
      summary: 'Check that the site serves the account’s token',
      responses: { 200: 'Whether the account has proved control of the site.' },
    }),
    config: limitPerAddress({
      max: CHECKS_PER_MINUTE,
      timeWindow: '1 minute',
      message: 'Too many verification checks. Please wait a minute and try again.',
    }),
    handler: async (request) => verification.check(request.caller, request.body.url),
  });
};
