import { z } from 'zod';

/**
 * GET /api/openapi.json: an OpenAPI 3.1 document. Only its version and paths are described; the rest
 * passes through as generated, since the OpenAPI specification itself defines it.
 */
export const apiDocumentSchema = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.unknown()).optional(),
});
