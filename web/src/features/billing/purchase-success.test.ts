import type { AuthSession } from '@signpost/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  continueAnalysisHref,
  initialPurchaseState,
  revealAfterLinger,
  settlePurchase,
  SUCCESS_SPINNER_LINGER_MS,
} from './purchase-success.js';
import type { PurchaseOutcome, PurchaseSignIn } from './purchase-success.js';

const SESSION = { accessToken: 'a', refreshToken: 'r' } as unknown as AuthSession;
const RETURN = { email: 'buyer@example.com', website: 'https://example.com', sessionId: 'cs_1' };

function signInDeps(overrides: Partial<PurchaseSignIn> = {}) {
  return {
    hasAccount: vi.fn(async () => true),
    coffeeLogin: vi.fn(async () => SESSION),
    signIn: vi.fn(),
    ...overrides,
  };
}

describe('initialPurchaseState', () => {
  it('asks the buyer before signing in: the link may carry someone else’s purchase', () => {
    expect(initialPurchaseState(RETURN, false)).toEqual({ kind: 'confirm' });
  });

  it('leaves a signed-in user as they are', () => {
    expect(initialPurchaseState(RETURN, true)).toEqual({ kind: 'success' });
  });

  it('fails without an email or a session id', () => {
    expect(initialPurchaseState({ ...RETURN, email: null }, false)).toEqual({
      kind: 'failed',
      hasAccount: false,
    });
    expect(initialPurchaseState({ ...RETURN, sessionId: null }, false)).toMatchObject({ kind: 'failed' });
  });
});

describe('settlePurchase', () => {
  it('checks for the account, then signs in with the paid session', async () => {
    const deps = signInDeps();

    await expect(settlePurchase(RETURN, deps)).resolves.toEqual({ kind: 'success' });

    expect(deps.hasAccount).toHaveBeenCalledWith('buyer@example.com');
    expect(deps.coffeeLogin).toHaveBeenCalledWith({ email: 'buyer@example.com', sessionId: 'cs_1' });
    expect(deps.signIn).toHaveBeenCalledWith(SESSION);
  });

  it('still signs in when the webhook has not made the account yet', async () => {
    const deps = signInDeps({ hasAccount: vi.fn(async () => false) });
    await expect(settlePurchase(RETURN, deps)).resolves.toEqual({ kind: 'success' });
  });

  it('fails without an email or a session id, asking nothing', async () => {
    const deps = signInDeps();
    await expect(settlePurchase({ ...RETURN, email: null }, deps)).resolves.toEqual({
      kind: 'failed',
      hasAccount: false,
    });
    await expect(settlePurchase({ ...RETURN, sessionId: null }, deps)).resolves.toMatchObject({
      kind: 'failed',
    });
    expect(deps.hasAccount).not.toHaveBeenCalled();
  });

  it('fails when the session cannot sign in, remembering whether the account exists', async () => {
    const deps = signInDeps({ coffeeLogin: vi.fn(async () => Promise.reject(new Error('401'))) });
    await expect(settlePurchase(RETURN, deps)).resolves.toEqual({ kind: 'failed', hasAccount: true });
    expect(deps.signIn).not.toHaveBeenCalled();
  });

  it('tries the sign-in even when the account lookup fails', async () => {
    const deps = signInDeps({ hasAccount: vi.fn(async () => Promise.reject(new Error('network'))) });
    await expect(settlePurchase(RETURN, deps)).resolves.toEqual({ kind: 'success' });
  });
});

describe('revealAfterLinger', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps checking for 1.5 s after the attempt ends, then reports its outcome', async () => {
    const report = vi.fn<(outcome: PurchaseOutcome) => void>();
    let finish: (outcome: PurchaseOutcome) => void = () => undefined;
    revealAfterLinger(new Promise((resolve) => (finish = resolve)), report);

    await vi.advanceTimersByTimeAsync(5_000);
    expect(report).not.toHaveBeenCalled();

    finish({ kind: 'failed', hasAccount: true });
    await vi.advanceTimersByTimeAsync(SUCCESS_SPINNER_LINGER_MS - 1);
    expect(report).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(report).toHaveBeenCalledWith({ kind: 'failed', hasAccount: true });
  });

  it('reports nothing once stopped', async () => {
    const report = vi.fn();
    const stop = revealAfterLinger(Promise.resolve({ kind: 'success' }), report);
    await vi.advanceTimersByTimeAsync(100);
    stop();
    await vi.advanceTimersByTimeAsync(SUCCESS_SPINNER_LINGER_MS);
    expect(report).not.toHaveBeenCalled();
  });
});

describe('continueAnalysisHref', () => {
  it('returns to the wizard with the site and the coffee flag', () => {
    expect(continueAnalysisHref('https://example.com', 'a@b.co', true)).toBe(
      '/?url=https%3A%2F%2Fexample.com&coffee=true',
    );
  });

  it('adds the email for a visitor who is not signed in', () => {
    expect(continueAnalysisHref('https://example.com', 'a@b.co', false)).toBe(
      '/?url=https%3A%2F%2Fexample.com&coffee=true&email=a%40b.co',
    );
  });
});
