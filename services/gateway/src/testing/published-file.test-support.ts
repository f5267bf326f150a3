import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { generateLlmFileResponseSchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { addFetchedPages, createAnalysis } from '@signpost/testing';
import { registerAccount } from './registered-account.test-support.js';

const PASSWORD = 'Correct-Horse-9-Battery';

export interface TestAccount {
  token: string;
  userId: string;
  email: string;
}

/** Pages of a documentation site, as a completed analysis of it holds them. */
export const docsPages = (origin: string) =>
  ['install', 'configure', 'deploy'].map((name) => ({
    url: `${origin}/${name}`,
    title: name,
    category: 'docs' as const,
    markdown: `# ${name}\n\nHow to ${name} the example, step by step, with every option explained.`,
  }));

/** The publishing calls of the API, as a test makes them. */
export function publishingCalls(server: FastifyInstance, runtime: Runtime) {
  let accounts = 0;
  const auth = (token?: string) => (token ? { headers: { authorization: `Bearer ${token}` } } : {});

  return {
    PASSWORD,
    async account(name: string): Promise<TestAccount> {
      accounts += 1;
      const email = `${name}-${accounts}-${Date.now()}@example.com`;
      const session = await registerAccount(server, email, PASSWORD);
      return { token: session.accessToken, userId: session.user.id, email };
    },

    /** A completed analysis of the site at `origin` owned by `owner`, and a file of `pages` of it. */
    async generated(
      owner: TestAccount | null,
      { origin = 'https://www.docs.example', pages = docsPages(origin) } = {},
    ): Promise<string> {
      const analysis = await createAnalysis(runtime.repos, {
        url: `${origin}/`,
        status: 'completed',
        stage: 'finalization',
        site_name: 'Docs Example',
        site_summary: 'The example’s documentation.',
        user_id: owner?.userId ?? null,
      });
      await addFetchedPages(runtime.repos, analysis.id, pages);
      await runtime.repos.pages.saveScores(
        analysis.id,
        pages.map(({ url }) => ({ url, qualityScore: 8, scoredBy: 'heuristic' as const, reason: 'test' })),
      );
      const response = await server.inject({
        method: 'POST',
        url: '/api/generate-llm-file',
        ...auth(owner?.token),
        payload: { analysisId: analysis.id, selectedPages: pages.map(({ url }) => ({ url })) },
      });
      expect(response.statusCode).toBe(201);
      return generateLlmFileResponseSchema.parse(response.json()).id;
    },

    publish: (fileId: string, token?: string, method: 'POST' | 'DELETE' = 'POST') =>
      server.inject({ method, url: `/api/llm-file/${fileId}/publish`, ...auth(token) }),

    withdrawSite: (site: string, token?: string) =>
      server.inject({
        method: 'DELETE',
        url: `/api/sites/${encodeURIComponent(site)}/publish`,
        ...auth(token),
      }),

    read: (url: string, remoteAddress?: string) =>
      server.inject({
        url: new URL(url, 'http://any.example').pathname,
        ...(remoteAddress && { remoteAddress }),
      }),
  };
}
