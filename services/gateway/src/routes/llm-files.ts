import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  downloadQuerySchema,
  fileIdParamsSchema,
  generateLlmFileRequestSchema,
  generateLlmFileResponseSchema,
  llmFileResponseSchema,
  llmFileTextSchema,
} from '@signpost/contracts';
import type { LlmFileService } from '../llm-files/llm-file-service.js';
import { body, errorResponses } from '../http/responses.js';
import { ACCEPTS_API_KEY } from '../openapi/api-docs.js';

export const llmFileRoutes: FastifyPluginAsyncZod<{ files: LlmFileService }> = async (app, { files }) => {
  app.post(
    '/api/generate-llm-file',
    {
      schema: {
        security: ACCEPTS_API_KEY,
        tags: ['files'],
        summary: 'Write the chosen pages of a completed analysis into an llms.txt',
        body: generateLlmFileRequestSchema,
        response: {
          201: body(
            'The file was generated, or the file this same selection generated before.',
            generateLlmFileResponseSchema,
          ),
          ...errorResponses(400, 404, 409, 413, 429, 500),
        },
      },
    },
    async (request, reply) => reply.status(201).send(await files.generate(request.caller, request.body)),
  );

  app.get(
    '/api/llm-file/:id',
    {
      schema: {
        security: ACCEPTS_API_KEY,
        tags: ['files'],
        summary: 'Read a generated llms.txt',
        params: fileIdParamsSchema,
        response: {
          200: body('The file with its text.', llmFileResponseSchema),
          ...errorResponses(400, 404, 429, 500),
        },
      },
    },
    async (request) => files.get(request.caller, request.params.id),
  );

  app.get(
    '/api/download/:id',
    {
      schema: {
        security: ACCEPTS_API_KEY,
        tags: ['files'],
        summary: 'Download a generated llms.txt or its llms-full.txt',
        params: fileIdParamsSchema,
        querystring: downloadQuerySchema,
        response: {
          200: body('The file as an attachment.', llmFileTextSchema, 'text/plain'),
          ...errorResponses(400, 404, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { variant } = request.query;
      const content =
        variant === 'full'
          ? await files.getFull(request.caller, id)
          : (await files.get(request.caller, id)).content;
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${variant === 'full' ? 'llms-full.txt' : 'llms.txt'}"`,
        )
        .header('cache-control', 'private, max-age=0')
        .send(content);
    },
  );
};
