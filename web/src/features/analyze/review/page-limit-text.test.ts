import { describe, expect, it } from 'vitest';
import { pageLimitText } from './page-limit-text.js';

describe('pageLimitText', () => {
  it('names the plan’s limit, what it left out and which pages it kept', () => {
    const text = pageLimitText({ limit: 20, found: 281, leftOut: 261, reason: 'plan' });
    expect(text.headline).toBe(
      'Your plan reads up to 20 pages per analysis: 261 of the 281 pages found were left out.',
    );
    expect(text.detail).toContain('kept the first 20 pages it met: the home page first');
  });

  it('names a request for fewer pages as the cause when it was one', () => {
    const text = pageLimitText({ limit: 50, found: 3000, leftOut: 2950, reason: 'request' });
    expect(text.headline).toBe(
      'This analysis asked for at most 50 pages: 2,950 of the 3,000 pages found were left out.',
    );
  });
});
