import { describe, expect, it } from 'vitest';
import { failureActions } from './failure-actions.js';

describe('failureActions', () => {
  it('offers no Retry for a refusal no retry changes', () => {
    for (const code of ['address_refused', 'robots_disallowed', 'site_not_found', 'no_pages']) {
      expect(failureActions(code).retry, code).toBe(false);
    }
    expect(failureActions('address_refused').advice).toContain('SIGNPOST_CRAWL_ALLOW_ADDRESSES');
  });

  it('tells the owner of a site that blocks the crawler how to let it in, and lets them retry', () => {
    expect(failureActions('site_forbidden')).toEqual({
      retry: true,
      advice: expect.stringContaining('allow the user agent SignpostBot'),
    });
    expect(failureActions('site_forbidden').advice).not.toContain('different website');
  });

  it('lets a passing fault be retried, also when the cause is not known', () => {
    expect(failureActions('site_timeout').retry).toBe(true);
    expect(failureActions(null)).toEqual({ retry: true, advice: null });
  });
});
