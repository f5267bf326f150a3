import { afterEach, describe, expect, it } from 'vitest';
import { MAX_VALIDATION_CONTENT_CHARS } from '@signpost/contracts';
import { validateLlmsTxt } from '@signpost/llmstxt';
import { ValidationPool } from './validation-pool.js';

const GOOD_FILE =
  '# Site\n\n> A site.\n\nRead the docs first.\n\n## Docs\n\n- [Docs](https://x.test/docs): All\n';

/** A robots.txt whose wildcard rules robots-parser matches in time rules × pattern × path: seconds a link. */
const SLOW_ROBOTS = {
  robotsUrl: 'https://x.test/robots.txt',
  robotsText: `User-agent: *\n${'Disallow: /*a*a*a*a*a*b\n'.repeat(20_000)}`,
  llmsTxtUrl: 'https://x.test/llms.txt',
  links: Array.from({ length: 20 }, (_, index) => ({
    url: `https://x.test/${'a'.repeat(2_000)}${index}`,
    line: 1,
  })),
};

describe('the validation pool', () => {
  const pools: ValidationPool[] = [];
  const pool = (options: Partial<ConstructorParameters<typeof ValidationPool>[0]> = {}) => {
    const created = new ValidationPool({ deadlineMs: 20_000, threads: 2, maxWaiting: 8, ...options });
    pools.push(created);
    return created;
  };
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((created) => created.close()));
  });

  it('answers a step from a worker thread exactly as the calling thread would', async () => {
    const { processingTime: _ignored, ...report } = await pool().validateText(GOOD_FILE);
    const { processingTime: _inline, ...inline } = validateLlmsTxt(GOOD_FILE);
    expect(report).toEqual(inline);
  });

  it("matches robots.txt for Signpost's crawler on a thread, as the calling thread would", async () => {
    const query = {
      robotsUrl: 'https://x.test/robots.txt',
      robotsText: 'User-agent: SignpostBot\nDisallow: /private/\n\nUser-agent: *\nAllow: /\n',
      agent: 'signpostbot',
      urls: ['https://x.test/private/secret.html', 'https://x.test/docs'],
    };
    await expect(pool().robotsDisallowed(query)).resolves.toEqual(['https://x.test/private/secret.html']);
  });

  it('stops a step at its deadline with validation_too_slow, keeps the event loop free meanwhile, and goes on with a fresh thread', async () => {
    const threads = pool({ deadlineMs: 1_500, threads: 1 });
    const settled: string[] = [];
    const slow = threads.reviewRobots(SLOW_ROBOTS).finally(() => settled.push('slow step'));
    const next = threads.validateText(GOOD_FILE).then(() => settled.push('next step'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    settled.push('timer on the main thread');
    await expect(slow).rejects.toMatchObject({ code: 'validation_too_slow', status: 422 });
    await next;
    expect(settled).toEqual(['timer on the main thread', 'slow step', 'next step']);
  });

  it('refuses steps beyond its queue with 503 rather than queueing without end', async () => {
    const threads = pool({ threads: 1, maxWaiting: 1 });
    const first = threads.validateText(GOOD_FILE);
    await expect(threads.validateText(GOOD_FILE)).rejects.toMatchObject({ code: 'unavailable', status: 503 });
    await expect(first).resolves.toMatchObject({ score: expect.any(Number) });
  });

  it('hands the largest text the validator accepts to a thread and back', async () => {
    const text = `# a${' '.repeat(MAX_VALIDATION_CONTENT_CHARS - 4)}x`;
    await expect(pool().validateText(text)).resolves.toMatchObject({
      stats: { lines: 1 },
    });
  });
});
