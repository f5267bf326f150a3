import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateLlmsFull, generateLlmsTxt, parseLlmsTxt, validateLlmsTxt } from '@signpost/llmstxt';
import { LLMS_TXT_CORPUS as CORPUS } from '@signpost/testing/fixtures';

const ROUNDS = 20;

function timeMs(work: () => void): number {
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round += 1) work();
  return (performance.now() - started) / ROUNDS;
}

/**
 * Speed of the llms.txt library: parsing and validating the 59 real files (1.9 MB in all, the largest
 * 649 KB), and generating both files for 1,000 pages. Printed as milliseconds per run and MB/s.
 */
describe('llms.txt library speed', () => {
  it('parses and validates the real-file corpus', () => {
    const texts = readdirSync(CORPUS)
      .filter((name) => name.endsWith('.txt'))
      .map((name) => readFileSync(`${CORPUS}${name}`, 'utf8'));
    const megabytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0) / 1e6;
    const largest = texts.reduce((a, b) => (a.length > b.length ? a : b));
    const parseMs = timeMs(() => texts.forEach((text) => parseLlmsTxt(text)));
    const validateMs = timeMs(() => texts.forEach((text) => validateLlmsTxt(text)));
    const largestMs = timeMs(() => validateLlmsTxt(largest));
    console.log(
      `corpus ${texts.length} files, ${megabytes.toFixed(2)} MB: parse ${parseMs.toFixed(1)} ms (${(megabytes / (parseMs / 1000)).toFixed(0)} MB/s), ` +
        `validate ${validateMs.toFixed(1)} ms; largest file (${(largest.length / 1000).toFixed(0)} k chars) validated in ${largestMs.toFixed(1)} ms`,
    );
    expect(texts).toHaveLength(59);
  });

  it('generates llms.txt and llms-full.txt for 1,000 pages', () => {
    const pages = Array.from({ length: 1000 }, (_, index) => ({
      url: `https://acme.test/docs/page-${index}`,
      title: `Page ${index} [draft] (v2) | Acme`,
      description: `What page ${index} explains, in one sentence.`,
      category: index % 3 === 0 ? ('blog' as const) : ('docs' as const),
      qualityScore: index % 10,
      content: `# Page ${index}\n\n${'Some words about this page. '.repeat(200)}`,
    }));
    const indexMs = timeMs(() => generateLlmsTxt({ siteName: 'Acme', summary: 'Rockets.', pages }));
    const fullMs = timeMs(() =>
      generateLlmsFull({ siteName: 'Acme', summary: 'Rockets.', baseUrl: 'https://acme.test/', pages }),
    );
    console.log(
      `1,000 pages: llms.txt in ${indexMs.toFixed(1)} ms, llms-full.txt (1 MiB budget) in ${fullMs.toFixed(1)} ms`,
    );
    expect(indexMs).toBeGreaterThan(0);
  });
});
