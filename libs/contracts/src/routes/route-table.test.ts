import { describe, expect, it } from 'vitest';
import { ROUTES, pathOf, successSchemaOf } from './index.js';

describe('the route table', () => {
  it('names each method and path once, and gives every route a success answer', () => {
    const pairs = Object.values(ROUTES).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const route of Object.values(ROUTES)) expect(successSchemaOf(route)).toBeDefined();
  });

  it('declares a params schema for exactly the routes whose path has a parameter', () => {
    for (const route of Object.values(ROUTES)) {
      expect('params' in route, route.path).toBe(route.path.includes(':'));
    }
  });
});

describe('pathOf', () => {
  it('fills each path parameter, encoded', () => {
    expect(pathOf(ROUTES.getLlmFile, { params: { id: 'a/b' } })).toBe('/api/llm-file/a%2Fb');
  });

  it('adds the defined query values in order, encoded, and nothing when none is defined', () => {
    expect(pathOf(ROUTES.verifyEmail, { query: { token: 'a+b/c' } })).toBe(
      '/api/auth/verify-email?token=a%2Bb%2Fc',
    );
    expect(
      pathOf(ROUTES.download, { params: { id: 'f' }, query: { variant: 'full', file: undefined } }),
    ).toBe('/api/download/f?variant=full');
    expect(pathOf(ROUTES.download, { params: { id: 'f' }, query: {} })).toBe('/api/download/f');
  });
});
