import { afterAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '@signpost/testing';
import { startStack, waitForAnalysis } from '../tests/support/stack.js';

const PAGES = 49; // plus the home page: 50
const LATENCY_MS = 20;
const RUNS = 3;

/**
 * Time to analyse a 50-page site on loopback (20 ms per response), from POST /api/analyze to the
 * completed record, on the embedded adapters and on Postgres + BullMQ with one runtime per service.
 */
describe.each(['embedded', 'distributed'] as const)('analysis time (%s)', (kind) => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it(`analyses ${PAGES + 1} pages`, async () => {
    const site = await startFixtureSite({ pages: PAGES, latencyMs: LATENCY_MS });
    closers.push(site.close);
    const stack = await startStack(kind, { env: { EXTRACTION_BATCH_SIZE: '10', ANALYSIS_CACHE_HOURS: '0' } });
    closers.push(stack.close);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const response = await stack.server.inject({
        method: 'POST',
        url: '/api/analyze',
        payload: { url: site.origin, force: true },
      });
      const record = await waitForAnalysis(stack.server, response.json().analysisId);
      times.push(performance.now() - started);
      expect(record.status).toBe('completed');
      expect(record.discoveredPages).toHaveLength(PAGES + 1);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${kind}: ${PAGES + 1} pages, ${LATENCY_MS} ms latency, ${RUNS} runs: ` +
        `median ${(sorted[Math.floor(RUNS / 2)]! / 1000).toFixed(2)} s, ` +
        `best ${(sorted[0]! / 1000).toFixed(2)} s, worst ${(sorted[RUNS - 1]! / 1000).toFixed(2)} s`,
    );
  });
});
