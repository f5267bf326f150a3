import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  BILLING_MESSAGES,
  checkoutErrorMessage,
  upgradeErrorMessage,
} from '../../api/error-messages/index.js';
import { signpostApi } from '../../api/signpost-api.js';
import type { PaidTier } from '../../api/signpost-api.js';
import { useToast } from '../../components/ToastProvider.js';
import { useAuth } from '../auth/AuthProvider.js';
import { checkoutRoute } from './checkout-route.js';
import { useReloadPlan } from './use-billing-status.js';

export interface Checkout {
  start(tier: PaidTier): void;
  /** The plan whose checkout is being opened, from the click until the browser has left. */
  busyTier: PaidTier | null;
}

/**
 * Buys a plan: a paying account is moved up in place (then told, and its plan read again), anyone
 * else goes to Stripe's hosted checkout. A failure is told as a toast and the page stays.
 */
export function useCheckout(): Checkout {
  const toast = useToast();
  const { user } = useAuth();
  const reloadPlan = useReloadPlan();
  const route = checkoutRoute(user?.tier ?? null);
  const checkout = useMutation({
    mutationFn: (tier: PaidTier): Promise<{ url?: string | undefined }> =>
      route === 'upgrade' ? signpostApi.createUpgradeSession(tier) : signpostApi.createCheckout(tier),
    onSuccess: async ({ url }) => {
      if (url !== undefined) {
        window.location.assign(url);
        return;
      }
      toast.success(BILLING_MESSAGES.upgraded);
      await reloadPlan();
    },
    onError: (error) =>
      toast.error(route === 'upgrade' ? upgradeErrorMessage(error) : checkoutErrorMessage(error)),
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

  // After an in-place upgrade the page stays, so only a checkout's success keeps the buttons busy.
  const leaving = checkout.isPending || (checkout.isSuccess && checkout.data.url !== undefined);
  return {
    start: (tier) => checkout.mutate(tier),
    busyTier: leaving ? (checkout.variables ?? null) : null,
  };
}
