import {
  analysisRecordSchema,
  analyzeResponseSchema,
  generateLlmFileResponseSchema,
  llmFileResponseSchema,
  validationResponseSchema,
} from '@signpost/contracts';
import type {
  AnalysisRecord,
  AnalyzeRequest,
  AnalyzeResponse,
  GenerateLlmFileRequest,
  GenerateLlmFileResponse,
  LlmFileResponse,
  ValidateLlmsTxtRequest,
  ValidationResponse,
} from '@signpost/contracts';
import { createHttpClient } from './http-client.js';
import type { HttpClient } from './http-client.js';

/** Rendering a file for a large site runs inside the request, so it gets more time than a read. */
const GENERATE_TIMEOUT_MS = 60_000;
/** Reading the file, robots.txt, the sitemap and a sample of links takes up to about 20 s. */
const VALIDATE_TIMEOUT_MS = 45_000;

/** The gateway as the web uses it: one method per call, each answer checked against its contract. */
export interface SignpostApi {
  analyze(request: AnalyzeRequest): Promise<AnalyzeResponse>;
  getAnalysis(analysisId: string, signal?: AbortSignal): Promise<AnalysisRecord>;
  generateLlmFile(request: GenerateLlmFileRequest): Promise<GenerateLlmFileResponse>;
  getLlmFile(fileId: string, signal?: AbortSignal): Promise<LlmFileResponse>;
  /** The file as a download; `full` is llms-full.txt, the linked pages' content. */
  downloadUrl(fileId: string, variant?: 'full'): string;
  validateLlmsTxt(request: ValidateLlmsTxtRequest): Promise<ValidationResponse>;
}

export function createSignpostApi(http: HttpClient): SignpostApi {
  return {
    analyze: (request) =>
      http.request({ method: 'POST', path: '/api/analyze', body: request, parser: analyzeResponseSchema }),
    getAnalysis: (analysisId, signal) =>
      http.request({
        method: 'GET',
        path: `/api/analysis/${encodeURIComponent(analysisId)}`,
        parser: analysisRecordSchema,
        signal,
      }),
    generateLlmFile: (request) =>
      http.request({
        method: 'POST',
        path: '/api/generate-llm-file',
        body: request,
        parser: generateLlmFileResponseSchema,
        timeoutMs: GENERATE_TIMEOUT_MS,
      }),
    getLlmFile: (fileId, signal) =>
      http.request({
        method: 'GET',
        path: `/api/llm-file/${encodeURIComponent(fileId)}`,
        parser: llmFileResponseSchema,
        signal,
      }),
    downloadUrl: (fileId, variant) =>
      `/api/download/${encodeURIComponent(fileId)}${variant === 'full' ? '?variant=full' : ''}`,
    validateLlmsTxt: (request) =>
      http.request({
        method: 'POST',
        path: '/api/validate-llms-txt',
        body: request,
        parser: validationResponseSchema,
        timeoutMs: VALIDATE_TIMEOUT_MS,
      }),
  };
}

/** The API as the browser app uses it: same origin, the window's fetch (wrapped, as fetch called on another object throws). */
export const signpostApi = createSignpostApi(
  createHttpClient({ fetch: (input, init) => globalThis.fetch(input, init) }),
);
