import { useCallback, useEffect, useRef, useState } from 'react';
import { signpostApi } from '../../api/signpost-api.js';
import { useAuth } from '../auth/AuthProvider.js';
import { initialPurchaseState, revealAfterLinger, settlePurchase } from './purchase-success.js';
import type { PurchaseOutcome, PurchaseReturn, PurchaseSuccessState } from './purchase-success.js';

export interface PurchaseSuccessView {
  state: PurchaseSuccessState;
  /** The buyer's click on "sign in": the only thing that spends the paid session's sign-in. */
  signIn(): void;
}

/**
 * The purchase success page's state: waiting for the buyer to ask to be signed in, checking while
 * they are, then the outcome. Nothing signs in on page load.
 */
export function usePurchaseSuccess(purchase: PurchaseReturn): PurchaseSuccessView {
  const auth = useAuth();
  // A paid session signs in once, so a second click (or effect run) reuses the attempt.
  const attempt = useRef<Promise<PurchaseOutcome> | null>(null);
  const [started, setStarted] = useState(false);
  const [outcome, setOutcome] = useState<PurchaseOutcome | null>(null);
  const signedIn = auth.user !== null;
  const authSignIn = auth.signIn;

  const signIn = useCallback(() => {
    attempt.current ??= settlePurchase(purchase, {
      hasAccount: signpostApi.hasAccount,
      coffeeLogin: signpostApi.coffeeLogin,
      signIn: authSignIn,
    });
    setStarted(true);
  }, [purchase, authSignIn]);

  useEffect(() => {
    if (!started || attempt.current === null) return;
    return revealAfterLinger(attempt.current, setOutcome);
  }, [started]);

  const state: PurchaseSuccessState =
    outcome ?? (started ? { kind: 'checking' } : initialPurchaseState(purchase, signedIn));
  return { state, signIn };
}
