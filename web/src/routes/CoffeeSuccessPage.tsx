import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PurchaseSuccess } from '../features/billing/PurchaseSuccess.js';
import type { PurchaseReturn } from '../features/billing/purchase-success.js';
import { usePurchaseSuccess } from '../features/billing/use-purchase-success.js';

/** Where Stripe returns the buyer of an email-only checkout: `?email=…&website=…&session_id=…`. */
export function CoffeeSuccessPage() {
  const [search] = useSearchParams();
  // Read once: the sign-in, when asked for, is for the purchase the page opened with.
  const [purchase] = useState<PurchaseReturn>(() => ({
    email: search.get('email') || null,
    website: search.get('website') || null,
    sessionId: search.get('session_id') || null,
  }));
  const { state, signIn } = usePurchaseSuccess(purchase);
  return (
    <>
      <title>Purchase complete · Signpost</title>
      <PurchaseSuccess state={state} purchase={purchase} onSignIn={signIn} />
    </>
  );
}
