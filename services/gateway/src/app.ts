import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Runtime } from '@signpost/runtime';
import { AnalysisService } from './analyses/analysis-service.js';
import { LlmFileService } from './llm-files/llm-file-service.js';
import { apiDocs } from './openapi/api-docs.js';
import { callerPlugin } from './plugins/caller.js';
import { errorHandler } from './plugins/error-handler.js';
import { webApp } from './plugins/web-app.js';
import { zodSchemas } from './plugins/zod-schemas.js';
import { analysisEventRoutes } from './routes/analysis-events.js';
import { analysisRoutes } from './routes/analyses.js';
import { healthRoutes } from './routes/health.js';
import { llmFileRoutes } from './routes/llm-files.js';
import { validatorRoutes } from './routes/validator.js';

export interface AppOptions {
  runtime: Runtime;
}

/** The gateway as a plugin: every route and policy, with no knowledge of how it is served. */
export async function app(fastify: FastifyInstance, { runtime }: AppOptions) {
  await fastify.register(errorHandler);
  await fastify.register(callerPlugin);
  await fastify.register(rateLimit, {
    max: 300,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
  });
  await fastify.register(zodSchemas);
  await fastify.register(apiDocs);
  const analyses = new AnalysisService(runtime);
  const files = new LlmFileService(runtime);
  await fastify.register(healthRoutes, { runtime });
  await fastify.register(analysisRoutes, { analyses });
  await fastify.register(analysisEventRoutes, { analyses, progress: runtime.progress });
  await fastify.register(llmFileRoutes, { files });
  await fastify.register(validatorRoutes, { runtime });
  await fastify.register(webApp, { webDistDir: runtime.config.http.webDistDir });
}
