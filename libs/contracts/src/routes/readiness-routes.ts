import {
  readinessReportParamsSchema,
  readinessRequestSchema,
  sharedReadinessReportSchema,
} from '../readiness.js';
import { route } from './route-contract.js';

/** The agent-readiness report: everything an AI agent needs from a site, checked, with fixes. */
export const readinessRoutes = {
  checkAgentReadiness: route({
    method: 'POST',
    path: '/api/agent-readiness',
    body: readinessRequestSchema,
    responses: { 200: sharedReadinessReportSchema },
    errors: [400, 429, 500, 503],
  }),
  sharedReadinessReport: route({
    method: 'GET',
    path: '/api/agent-readiness/:id',
    params: readinessReportParamsSchema,
    responses: { 200: sharedReadinessReportSchema },
    errors: [400, 404, 429, 500],
  }),
};
