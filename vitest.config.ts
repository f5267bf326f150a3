import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages resolve to their TypeScript sources, so tests never run stale builds.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    include: ['{libs,services,web,infra,k8s}/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // CI prints a one-line summary from the JSON report (.ci/run).
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.vitest/results.json' }]] : ['default'],
  },
});
