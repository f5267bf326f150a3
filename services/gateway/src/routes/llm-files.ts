import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@signpost/contracts';
import type { LlmFileService } from '../llm-files/llm-file-service.js';
import { declaredRoute } from '../http/declared-route.js';
import { ACCEPTS_API_KEY } from '../openapi/api-docs.js';

export const llmFileRoutes: FastifyPluginAsyncZod<{ files: LlmFileService }> = async (app, { files }) => {
  const docs = { security: ACCEPTS_API_KEY, tags: ['files'] };

  app.route({
    ...declaredRoute(ROUTES.generateLlmFile, {
      ...docs,
      summary: 'Write the chosen pages of a completed analysis into an llms.txt',
      responses: { 201: 'The file was generated, or the file this same selection generated before.' },
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await files.generate(request.caller, request.body)),
  });

  app.route({
    ...declaredRoute(ROUTES.getLlmFile, {
      ...docs,
      summary: 'Read a generated llms.txt',
      responses: { 200: 'The file with its text.' },
    }),
    handler: async (request) => files.get(request.caller, request.params.id),
  });

  app.route({
    ...declaredRoute(ROUTES.getFullText, {
      ...docs,
      summary: "Describe a generated file's llms-full.txt: its files and sections, sizes and tokens",
      description:
        'Past the byte budget the full text is split into one file per section; llms-full.txt then ' +
        'lists them, and each is downloaded with `/api/download/{id}?variant=full&file=<name>`.',
      responses: { 200: 'The files and sections of the full text.' },
    }),
    handler: async (request) => files.describeFull(request.caller, request.params.id),
  });

  app.route({
    ...declaredRoute(ROUTES.download, {
      ...docs,
      summary: 'Download a generated llms.txt, its llms-full.txt, or one file of a split full text',
      responses: { 200: 'The file as an attachment.' },
    }),
    handler: async (request, reply) => {
      const { variant, file } = request.query;
      const { name, content } = await files.download(request.caller, request.params.id, variant, file);
      // The name is one of ours (the query schema allows letters, digits and dashes only).
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, max-age=0')
        .send(content);
    },
  });
};
