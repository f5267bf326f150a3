import { describe, expect, it } from 'vitest';
import { scrapeAllowed } from './scrape-access.js';

describe('scrape access', () => {
  const token = 'a-test-only-metrics-token';

  it('lets anyone scrape when no token is configured', () => {
    expect(scrapeAllowed(undefined, undefined)).toBe(true);
    expect(scrapeAllowed('Bearer anything', undefined)).toBe(true);
  });

  it('lets a scrape in only with the configured token as its bearer', () => {
    expect(scrapeAllowed(`Bearer ${token}`, token)).toBe(true);
    expect(scrapeAllowed(`bearer ${token}`, token)).toBe(true);
    for (const sent of [
      undefined,
      '',
      token,
      'Bearer ',
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -1)}`,
    ]) {
      expect(scrapeAllowed(sent, token)).toBe(false);
    }
  });
});
