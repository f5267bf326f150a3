import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  downloadQuerySchema,
  fileIdParamsSchema,
  generateLlmFileRequestSchema,
  generateLlmFileResponseSchema,
  llmFileResponseSchema,
  llmFileTextSchema,
  llmFullTextResponseSchema,
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
    '/api/llm-file/:id/full-text',
    {
      schema: {
        security: ACCEPTS_API_KEY,
        tags: ['files'],
        summary: "Describe a generated file's llms-full.txt: its files and sections, sizes and tokens",
        description:
          'Past the byte budget the full text is split into one file per section; llms-full.txt then ' +
          'lists them, and each is downloaded with `/api/download/{id}?variant=full&file=<name>`.',
        params: fileIdParamsSchema,
        response: {
          200: body('The files and sections of the full text.', llmFullTextResponseSchema),
          ...errorResponses(400, 404, 429, 500),
        },
      },
    },
    async (request) => files.describeFull(request.caller, request.params.id),
  );

  app.get(
    '/api/download/:id',
    {
      schema: {
        security: ACCEPTS_API_KEY,
        tags: ['files'],
        summary: 'Download a generated llms.txt, its llms-full.txt, or one file of a split full text',
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
      const { variant, file } = request.query;
      const name = variant === 'full' ? (file ?? 'llms-full.txt') : 'llms.txt';
      const content =
        variant === 'full'
          ? await files.getFull(request.caller, id, name)
          : (await files.get(request.caller, id)).content;
      // The name is one of ours (the query schema allows letters, digits and dashes only).
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, max-age=0')
        .send(content);
    },
  );
};
