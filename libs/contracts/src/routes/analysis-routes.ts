import {
  analysisEventStreamSchema,
  analysisIdParamsSchema,
  analysisRecordSchema,
  analyzeRequestSchema,
  analyzeResponseSchema,
} from '../analysis.js';
import { errorBodySchema } from '../error-body.js';
import {
  downloadQuerySchema,
  fileIdParamsSchema,
  generateLlmFileRequestSchema,
  generateLlmFileResponseSchema,
  llmFileResponseSchema,
  llmFileTextSchema,
  llmFullTextResponseSchema,
} from '../llm-file.js';
import {
  checkLimitsRequestSchema,
  checkLimitsResponseSchema,
  simpleUsageResponseSchema,
  trackUsageRequestSchema,
  trackUsageResponseSchema,
  usageEmailParamsSchema,
  usageResponseSchema,
} from '../usage.js';
import { messageResponseSchema } from '../auth.js';
import {
  notModifiedSchema,
  publishedFileParamsSchema,
  publishedFileResponseSchema,
  publishedFileTextSchema,
  publishRequestSchema,
} from '../published-file.js';
import { validateLlmsTxtRequestSchema, validationResponseSchema } from '../validation.js';
import { route } from './route-contract.js';

/** The product itself: analyses, the files made from them, the validator, and usage against the plan. */
export const analysisRoutes = {
  analyze: route({
    method: 'POST',
    path: '/api/analyze',
    body: analyzeRequestSchema,
    responses: { 200: analyzeResponseSchema, 202: analyzeResponseSchema },
    errors: [400, 413, 429, 500],
  }),
  getAnalysis: route({
    method: 'GET',
    path: '/api/analysis/:id',
    params: analysisIdParamsSchema,
    responses: { 200: analysisRecordSchema },
    errors: [400, 404, 429, 500],
  }),
  analysisEvents: route({
    method: 'GET',
    path: '/api/analysis/:id/events',
    params: analysisIdParamsSchema,
    responses: { 200: analysisEventStreamSchema },
    media: 'text/event-stream',
    errors: [400, 404, 429, 500],
  }),
  generateLlmFile: route({
    method: 'POST',
    path: '/api/generate-llm-file',
    body: generateLlmFileRequestSchema,
    responses: { 201: generateLlmFileResponseSchema },
    errors: [400, 404, 409, 413, 429, 500],
  }),
  getLlmFile: route({
    method: 'GET',
    path: '/api/llm-file/:id',
    params: fileIdParamsSchema,
    responses: { 200: llmFileResponseSchema },
    errors: [400, 404, 429, 500],
  }),
  getFullText: route({
    method: 'GET',
    path: '/api/llm-file/:id/full-text',
    params: fileIdParamsSchema,
    responses: { 200: llmFullTextResponseSchema },
    errors: [400, 404, 429, 500],
  }),
  download: route({
    method: 'GET',
    path: '/api/download/:id',
    params: fileIdParamsSchema,
    query: downloadQuerySchema,
    responses: { 200: llmFileTextSchema },
    media: 'text/plain',
    errors: [400, 404, 429, 500],
  }),
  publishLlmFile: route({
    method: 'POST',
    path: '/api/llm-file/:id/publish',
    params: fileIdParamsSchema,
    body: publishRequestSchema,
    responses: { 200: publishedFileResponseSchema },
    /** 403: a demo session, which cannot publish. */
    errors: [400, 401, 403, 404, 429, 500],
  }),
  unpublishLlmFile: route({
    method: 'DELETE',
    path: '/api/llm-file/:id/publish',
    params: fileIdParamsSchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 401, 404, 429, 500],
  }),
  publishedFile: route({
    method: 'GET',
    path: '/s/:slug/:file',
    params: publishedFileParamsSchema,
    /**
     * 301: the account's address before it proved control of the site, now moved to the bare slug;
     * 304: the client's copy (If-None-Match, If-Modified-Since) is current. Neither has a body.
     */
    responses: { 200: publishedFileTextSchema, 301: notModifiedSchema, 304: notModifiedSchema },
    media: 'text/plain',
    errors: [400, 404, 429, 500],
  }),
  validateLlmsTxt: route({
    method: 'POST',
    path: '/api/validate-llms-txt',
    body: validateLlmsTxtRequestSchema,
    /** 422: the check ran past its time limit. */
    responses: { 200: validationResponseSchema, 422: errorBodySchema },
    errors: [400, 413, 429, 500, 503],
  }),
  usage: route({
    method: 'GET',
    path: '/api/usage/:email',
    params: usageEmailParamsSchema,
    responses: { 200: usageResponseSchema },
    errors: [400, 401, 429, 500],
  }),
  simpleUsage: route({
    method: 'GET',
    path: '/api/simple-usage/:email',
    params: usageEmailParamsSchema,
    responses: { 200: simpleUsageResponseSchema },
    errors: [400, 401, 429, 500],
  }),
  trackUsage: route({
    method: 'POST',
    path: '/api/simple-usage/track',
    body: trackUsageRequestSchema,
    responses: { 200: trackUsageResponseSchema },
    errors: [400, 401, 429, 500],
  }),
  checkLimits: route({
    method: 'POST',
    path: '/api/check-limits',
    body: checkLimitsRequestSchema,
    responses: { 200: checkLimitsResponseSchema },
    errors: [400, 401, 429, 500],
  }),
};
