import { useEffect, useRef, useState } from 'react';
import { signpostApi } from '../../api/signpost-api.js';
import { useAuth } from '../auth/AuthProvider.js';
import { revealAfterLinger, settlePurchase } from './purchase-success.js';
import type { PurchaseOutcome, PurchaseReturn, PurchaseSuccessState } from './purchase-success.js';

/** The purchase success page's state: checking while the buyer is signed in, then the outcome. */
export function usePurchaseSuccess(purchase: PurchaseReturn): PurchaseSuccessState {
  const { user, signIn } = useAuth();
  const [state, setState] = useState<PurchaseSuccessState>({ kind: 'checking' });
  // A paid session signs in once, so a second effect run (strict mode, the sign-in itself) reuses the attempt.
  const attempt = useRef<Promise<PurchaseOutcome> | null>(null);
  const signedIn = user !== null;

  useEffect(() => {
    attempt.current ??= settlePurchase(purchase, {
      signedIn,
      hasAccount: signpostApi.hasAccount,
      coffeeLogin: signpostApi.coffeeLogin,
      signIn,
    });
    return revealAfterLinger(attempt.current, setState);
  }, [purchase, signedIn, signIn]);

  return state;
}
