import type { FastifyInstance } from 'fastify';
import { analysisIdParamsSchema, analyzeRequestSchema } from '@signpost/contracts';
import type { AnalysisService } from '../analyses/analysis-service.js';
import { parseInput } from '../http/parse-input.js';

export async function analysisRoutes(app: FastifyInstance, { analyses }: { analyses: AnalysisService }) {
  app.post('/api/analyze', async (request, reply) => {
    const body = parseInput(analyzeRequestSchema, request.body);
    const response = await analyses.start({ ...body, clientAddress: request.ip });
    return reply.status(response.status === 'processing' ? 202 : 200).send(response);
  });

  app.get('/api/analysis/:id', async (request) => {
    const { id } = parseInput(analysisIdParamsSchema, request.params);
    return analyses.get(id);
  });
}
