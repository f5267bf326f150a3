import { apiDocumentSchema } from '../api-document.js';
import { healthResponseSchema, readinessResponseSchema, unreadyResponseSchema } from '../health.js';
import { route } from './route-contract.js';

/** What orchestrators and tools read: liveness, readiness and the API document itself. */
export const serviceRoutes = {
  health: route({ method: 'GET', path: '/healthz', responses: { 200: healthResponseSchema }, errors: [] }),
  readiness: route({
    method: 'GET',
    path: '/readyz',
    /** 503: a dependency is unreachable, and the body says which. */
    responses: { 200: readinessResponseSchema, 503: unreadyResponseSchema },
    errors: [],
  }),
  openApiDocument: route({
    method: 'GET',
    path: '/api/openapi.json',
    responses: { 200: apiDocumentSchema },
    errors: [429],
  }),
};
