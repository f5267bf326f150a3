import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { generateLlmFileRequestSchema } from '@signpost/contracts';
import type { LlmFileService } from '../llm-files/llm-file-service.js';
import { parseInput } from '../http/parse-input.js';

const fileIdParamsSchema = z.object({ id: z.string().uuid('Unknown file id') });
const downloadQuerySchema = z.object({ variant: z.enum(['index', 'full']).default('index') });

export async function llmFileRoutes(app: FastifyInstance, { files }: { files: LlmFileService }) {
  app.post('/api/generate-llm-file', async (request, reply) => {
    const body = parseInput(generateLlmFileRequestSchema, request.body);
    return reply.status(201).send(await files.generate(body));
  });

  app.get('/api/llm-file/:id', async (request) => {
    const { id } = parseInput(fileIdParamsSchema, request.params);
    return files.get(id);
  });

  app.get('/api/download/:id', async (request, reply) => {
    const { id } = parseInput(fileIdParamsSchema, request.params);
    const { variant } = parseInput(downloadQuerySchema, request.query);
    const content = variant === 'full' ? await files.getFull(id) : (await files.get(id)).content;
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${variant === 'full' ? 'llms-full.txt' : 'llms.txt'}"`,
      )
      .header('cache-control', 'private, max-age=0')
      .send(content);
  });
}
