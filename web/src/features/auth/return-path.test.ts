import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeReturnPath } from './return-path.js';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnPath('/dashboard?tab=analyses')).toBe('/dashboard?tab=analyses');
    expect(safeReturnPath('/analysis/abc#pages')).toBe('/analysis/abc#pages');
  });

  it('drops anything that could leave the site', () => {
    for (const value of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'dashboard',
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });

  it('round-trips through the login link', () => {
    const link = new URL(loginPathReturningTo('/dashboard?tab=billing&checkout=success'), 'http://x');
    expect(link.pathname).toBe('/login');
    expect(safeReturnPath(link.searchParams.get('returnTo'))).toBe('/dashboard?tab=billing&checkout=success');
  });
});
