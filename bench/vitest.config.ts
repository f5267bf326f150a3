import { defineConfig } from 'vitest/config';

/** Benchmarks print their figures; they are run on demand (`npm run bench`), never by `npm test`. */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    include: ['bench/**/*.bench.ts'],
    testTimeout: 300_000,
    hookTimeout: 60_000,
    maxWorkers: 1,
  },
});
