import { z } from 'zod';
import {
  analysisRecordSchema,
  analyzeRequestSchema,
  analyzeResponseSchema,
  discoveredPageSchema,
  errorBodySchema,
  generateLlmFileRequestSchema,
  generateLlmFileResponseSchema,
  llmFileResponseSchema,
  validateLlmsTxtRequestSchema,
  validationResponseSchema,
} from '@signpost/contracts';

/**
 * The contracts the API document names as components, so each is written once and referenced. A
 * registry of its own rather than zod's global one: naming schemas for the document must not change
 * how anything else turns them into JSON Schema.
 */
export const apiComponents = z.registry<{ id: string; description: string }>();

apiComponents
  .add(errorBodySchema, {
    id: 'ErrorBody',
    description:
      'Every JSON error: a code from the one list of error codes and a sentence a user can act on.',
  })
  .add(analyzeRequestSchema, { id: 'AnalyzeRequest', description: 'A website to analyse.' })
  .add(analyzeResponseSchema, {
    id: 'AnalyzeResponse',
    description: 'The analysis started, or an earlier result reused from the last 24 hours.',
  })
  .add(analysisRecordSchema, {
    id: 'AnalysisRecord',
    description: 'An analysis with its stage progress and, once completed, its scored pages.',
  })
  .add(discoveredPageSchema, { id: 'DiscoveredPage', description: 'A page found and scored.' })
  .add(generateLlmFileRequestSchema, {
    id: 'GenerateLlmFileRequest',
    description: 'The pages of a completed analysis to write into an llms.txt.',
  })
  .add(generateLlmFileResponseSchema, { id: 'GenerateLlmFileResponse', description: 'The generated file.' })
  .add(llmFileResponseSchema, { id: 'LlmFile', description: 'A generated llms.txt with its text.' })
  .add(validateLlmsTxtRequestSchema, {
    id: 'ValidateLlmsTxtRequest',
    description: 'Either the address of a site (or of its llms.txt) or the text of the file.',
  })
  .add(validationResponseSchema, {
    id: 'ValidationReport',
    description: 'What the validator found: score, issues, recommendations and robots.txt conflicts.',
  });
