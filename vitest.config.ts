import { defineConfig } from 'vitest/config';

const TESTS = ['{libs,services,web,infra,k8s}/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'];
const EXCLUDED = ['**/node_modules/**', '**/dist/**'];
/**
 * Tests that need no Postgres, Redis, Chromium or build (`npm run test:unit`): the pure libraries,
 * the web app, the deployment files and the workspace checks. A package joins the list only when
 * none of its tests reaches for a service (libs/testing's databases, queues or browsers) or a build.
 */
const UNIT_TESTS = [
  'libs/{contracts,config,errors,logger,metrics,discovery,extraction,scoring,llmstxt,mcp}/**/*.test.ts',
  // Not fetch's src/shared-hosts/: those hosts' slots are shared through Redis.
  'libs/fetch/src/*.test.ts',
  'web/**/*.test.{ts,tsx}',
  '{infra,k8s}/**/*.test.ts',
  'tests/workspace/**/*.test.ts',
];

export default defineConfig({
  // Workspace packages resolve to their TypeScript sources, so tests never run stale builds.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    testTimeout: 30_000,
    // A browser harness starts the built server and Chromium: on a loaded 2-core machine, over a minute.
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // V8 in Node 24 can abort while freeing WebAssembly code that PGlite churned through
    // (`jit_page_->allocations_.erase(addr) == 1`, nodejs/node#64500): twice in CI, in a fork running
    // embedded stacks. The test processes keep the code they compiled instead of collecting it.
    execArgv: ['--no-wasm-code-gc'],
    // The MCP SDK's client reads event streams with eventsource-parser, whose `source` export is its
    // TypeScript, which Node runs from no node_modules: Vite loads both and transforms it instead.
    server: { deps: { inline: ['@modelcontextprotocol/sdk', 'eventsource-parser'] } },
    // CI prints a one-line summary from the JSON report (.ci/run).
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.vitest/results.json' }]] : ['default'],
    // `npm test` runs both projects: together they are every test file, each once.
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT_TESTS, exclude: EXCLUDED } },
      { extends: true, test: { name: 'services', include: TESTS, exclude: [...EXCLUDED, ...UNIT_TESTS] } },
    ],
  },
});
