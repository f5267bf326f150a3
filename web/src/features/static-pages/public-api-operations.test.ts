import { describe, expect, it } from 'vitest';
import { publicApiOperations } from './public-api-operations.js';

const ORIGIN = 'https://signpost.example';
const KEY_SECURITY = [{}, { accessToken: [] }, { apiKey: [] }];

const document = {
  openapi: '3.1.0',
  components: {
    securitySchemes: {
      accessToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'sp_…' },
    },
    schemas: {
      AnalyzeRequest: {
        type: 'object',
        properties: {
          url: { type: 'string', format: 'uri' },
          force: { type: 'boolean' },
          email: { type: 'string', format: 'email' },
        },
        required: ['url'],
      },
    },
  },
  paths: {
    '/api/keys/{id}': {
      delete: { summary: 'Revoke a key.', tags: ['api-keys'], security: [{ accessToken: [] }] },
    },
    '/api/analyze': {
      post: {
        summary: 'Start an analysis.',
        tags: ['analyses'],
        security: KEY_SECURITY,
        requestBody: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/AnalyzeRequest' } } },
        },
      },
    },
    '/api/analysis/{analysisId}': {
      get: { summary: 'Read an analysis.', tags: ['analyses'], security: KEY_SECURITY },
    },
    '/api/auth/login': {
      post: { summary: 'Sign in.', tags: ['auth'] },
    },
    '/api/validate-llms-txt': {
      post: { summary: 'Validate.', tags: ['validator'], security: [{}, { accessToken: [] }] },
    },
  },
};

describe('the public API section', () => {
  it('lists the operations that accept an API key in document order, then key management', () => {
    const operations = publicApiOperations(document, ORIGIN);
    expect(operations.map(({ method, path, summary, tag }) => ({ method, path, summary, tag }))).toEqual([
      { method: 'POST', path: '/api/analyze', summary: 'Start an analysis.', tag: 'analyses' },
      { method: 'GET', path: '/api/analysis/{analysisId}', summary: 'Read an analysis.', tag: 'analyses' },
      { method: 'DELETE', path: '/api/keys/{id}', summary: 'Revoke a key.', tag: 'api-keys' },
    ]);
  });

  it('writes curl examples with the key, a body made from the schema, and no braces for curl to glob', () => {
    const [analyze, read, revoke] = publicApiOperations(document, ORIGIN);
    expect(analyze?.curl).toBe(
      [
        "curl -X POST 'https://signpost.example/api/analyze' \\",
        "  -H 'Authorization: Bearer sp_…' \\",
        "  -H 'Content-Type: application/json' \\",
        `  -d '{"url":"https://example.com"}'`,
      ].join('\n'),
    );
    expect(read?.curl).toBe(
      "curl 'https://signpost.example/api/analysis/ANALYSIS_ID' \\\n  -H 'Authorization: Bearer sp_…'",
    );
    expect(revoke?.curl).toContain("curl -X DELETE 'https://signpost.example/api/keys/ID'");
  });

  it('gives nothing for a document it cannot read', () => {
    expect(publicApiOperations(null, ORIGIN)).toEqual([]);
    expect(publicApiOperations({ paths: 'none' }, ORIGIN)).toEqual([]);
  });
});
