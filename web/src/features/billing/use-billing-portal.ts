import { useMutation } from '@tanstack/react-query';
import { BILLING_MESSAGES, billingErrorMessage } from '../../api/error-messages/index.js';
import { signpostApi } from '../../api/signpost-api.js';
import { useToast } from '../../components/ToastProvider.js';

/** Opens Stripe's customer portal in a new tab (docs/product-rules.md, Billing). */
export function useBillingPortal() {
  const toast = useToast();
  const portal = useMutation({
    mutationFn: () => signpostApi.createPortal(),
  });
  return {
    busy: portal.isPending,
    open: () => {
      // Browsers block a tab opened after an await, so it opens on the click and is pointed once the url
      // arrives.
      const tab = window.open('', '_blank');
      portal.mutate(undefined, {
        onSuccess: ({ url }) => {
          if (tab === null) window.location.assign(url);
          else tab.location.href = url;
        },
        onError: (error) => {
          tab?.close();
          toast.error(billingErrorMessage(error, BILLING_MESSAGES.portalFailed));
        },
      });
    },
  };
}
