import { messageResponseSchema } from '../auth.js';
import {
  publishedSiteParamsSchema,
  siteVerificationRequestSchema,
  siteVerificationStatusSchema,
  siteVerificationTokenSchema,
} from '../site-verification.js';
import { readersQuerySchema, siteReadersSchema } from '../readers/reader-classes.js';
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
  /** Who read the account's published file of the site, its copies and its MCP server (decisions.md). */
  siteReaders: route({
    method: 'GET',
    path: '/api/sites/:site/readers',
    params: publishedSiteParamsSchema,
    query: readersQuerySchema,
    responses: { 200: siteReadersSchema },
    errors: [400, 401, 404, 429, 500],
  }),
};
