import { describe, expect, it } from 'vitest';
import { analyzePath, authLink, homePath, readAuthParams } from './auth-links.js';

describe('readAuthParams', () => {
  it('reads email, a known tier and the website under either name', () => {
    expect(readAuthParams(new URLSearchParams('email=%20a@b.co&tier=growth&website=example.com'))).toEqual({
      email: 'a@b.co',
      tier: 'growth',
      websiteUrl: 'example.com',
    });
    expect(readAuthParams(new URLSearchParams('websiteUrl=https://x.io&website=y.io')).websiteUrl).toBe(
      'https://x.io',
    );
  });

  it('drops an unknown tier', () => {
    expect(readAuthParams(new URLSearchParams('tier=platinum')).tier).toBeNull();
  });
});

describe('authLink', () => {
  it('carries only what is known', () => {
    expect(authLink('/signup', { tier: 'solo', email: 'a@b.co', websiteUrl: 'https://x.io/a?b=1' })).toBe(
      '/signup?tier=solo&email=a%40b.co&websiteUrl=https%3A%2F%2Fx.io%2Fa%3Fb%3D1',
    );
    expect(authLink('/login', { tier: null, email: '', websiteUrl: '' })).toBe('/login');
  });
});

describe('redirect targets', () => {
  it('adds the site as url when one was given', () => {
    expect(homePath('https://x.io')).toBe('/?url=https%3A%2F%2Fx.io');
    expect(homePath('')).toBe('/');
    expect(analyzePath('x.io')).toBe('/analyze?url=x.io');
    expect(analyzePath(null)).toBe('/analyze');
  });
});
