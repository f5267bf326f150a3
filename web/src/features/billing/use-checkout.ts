import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { checkoutErrorMessage } from '../../api/error-messages.js';
import { signpostApi } from '../../api/signpost-api.js';
import type { PaidTier } from '../../api/signpost-api.js';
import { useToast } from '../../components/ToastProvider.js';

export interface Checkout {
  start(tier: PaidTier): void;
  /** The plan whose checkout is being opened, from the click until the browser has left. */
  busyTier: PaidTier | null;
}

/** Opens Stripe's hosted checkout for a plan; a failure is told as a toast and the page stays. */
export function useCheckout(): Checkout {
  const toast = useToast();
  const checkout = useMutation({
    mutationFn: (tier: PaidTier) => signpostApi.createCheckout(tier),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toast.error(checkoutErrorMessage(error)),
  });

  // Coming back from Stripe with the Back button can restore this page as it was left, busy.
  const { reset } = checkout;
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [reset]);

  const leaving = checkout.isPending || checkout.isSuccess;
  return {
    start: (tier) => checkout.mutate(tier),
    busyTier: leaving ? (checkout.variables ?? null) : null,
  };
}
