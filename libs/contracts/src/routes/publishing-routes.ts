import { messageResponseSchema } from '../auth.js';
import {
  publishedSiteParamsSchema,
  siteVerificationRequestSchema,
  siteVerificationStatusSchema,
  siteVerificationTokenSchema,
} from '../site-verification.js';
import { route } from './route-contract.js';

/**
 * A site's published address: proving control of the site, which the bare slug needs, and withdrawing
 * whatever the account publishes for it.
 */
export const publishingRoutes = {
  requestSiteVerification: route({
    method: 'POST',
    path: '/api/sites/verification',
    body: siteVerificationRequestSchema,
    responses: { 200: siteVerificationTokenSchema },
    errors: [400, 401, 403, 429, 500],
  }),
  checkSiteVerification: route({
    method: 'POST',
    path: '/api/sites/verification/check',
    body: siteVerificationRequestSchema,
    responses: { 200: siteVerificationStatusSchema },
    errors: [400, 401, 403, 429, 500],
  }),
  withdrawSitePublication: route({
    method: 'DELETE',
    path: '/api/sites/:site/publish',
    params: publishedSiteParamsSchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 401, 404, 429, 500],
  }),
};
