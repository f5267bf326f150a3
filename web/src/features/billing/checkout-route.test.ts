import { describe, expect, it } from 'vitest';
import { checkoutRoute } from './checkout-route.js';

describe('checkoutRoute', () => {
  it('changes a paid plan in place', () => {
    expect(checkoutRoute('solo')).toBe('upgrade');
    expect(checkoutRoute('growth')).toBe('upgrade');
  });

  it('sends a free account, or nobody known, to a new checkout', () => {
    expect(checkoutRoute('starter')).toBe('checkout');
    expect(checkoutRoute(null)).toBe('checkout');
  });
});
