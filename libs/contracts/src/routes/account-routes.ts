import { myAnalysesResponseSchema, myAnalysisResponseSchema } from '../account-analyses.js';
import { queueBoardAccessSchema, queueBoardSessionSchema } from '../admin.js';
import { analysisIdParamsSchema } from '../analysis.js';
import {
  apiKeyListSchema,
  apiKeyParamsSchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
} from '../api-keys.js';
import { messageResponseSchema } from '../auth.js';
import { route } from './route-contract.js';

/** The dashboard's own calls: the account's analyses, its API keys and, for administrators, the queue board. */
export const accountRoutes = {
  myAnalyses: route({
    method: 'GET',
    path: '/api/auth/my-analyses',
    responses: { 200: myAnalysesResponseSchema },
    errors: [401, 429, 500],
  }),
  myAnalysis: route({
    method: 'GET',
    path: '/api/auth/my-analyses/:id',
    params: analysisIdParamsSchema,
    responses: { 200: myAnalysisResponseSchema },
    errors: [400, 401, 404, 429, 500],
  }),
  createApiKey: route({
    method: 'POST',
    path: '/api/keys',
    body: createApiKeyRequestSchema,
    responses: { 201: createdApiKeySchema },
    errors: [400, 401, 403, 409, 429, 500],
  }),
  listApiKeys: route({
    method: 'GET',
    path: '/api/keys',
    responses: { 200: apiKeyListSchema },
    errors: [401, 403, 429, 500],
  }),
  revokeApiKey: route({
    method: 'DELETE',
    path: '/api/keys/:id',
    params: apiKeyParamsSchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 401, 403, 404, 429, 500],
  }),
  queueBoardAccess: route({
    method: 'GET',
    path: '/api/admin/queue-board-access',
    responses: { 200: queueBoardAccessSchema },
    errors: [401, 429, 500],
  }),
  /** Registered only where the queue has a board (BullMQ, not the in-process queue). */
  openQueueBoard: route({
    method: 'POST',
    path: '/api/admin/queue-board-session',
    responses: { 200: queueBoardSessionSchema },
    errors: [401, 403, 429, 500],
  }),
};
