import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How Stripe sends the browser back: `?checkout=success&session_id=…` or `?checkout=cancelled`. */
export type CheckoutOutcome = 'success' | 'cancelled';

/**
 * Whether this page was opened by Stripe's return with `outcome`. `tell` runs once; the checkout
 * parameters then leave the address, so a reload or a shared link does not tell it again.
 */
export function useCheckoutReturn(outcome: CheckoutOutcome, tell: () => void): boolean {
  const [search, setSearch] = useSearchParams();
  const [returned] = useState(() => search.get('checkout') === outcome);
  // Strict mode runs effects twice on mount; one return is one message.
  const told = useRef(false);

  useEffect(() => {
    if (!returned || told.current) return;
    told.current = true;
    tell();
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        next.delete('session_id');
        return next;
      },
      { replace: true },
    );
  }, [returned, tell, setSearch]);

  return returned;
}
