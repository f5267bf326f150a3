/** What the pages Stripe returns to say about the checkout that just ended. */
export const CHECKOUT_RETURN_MESSAGES = {
  cancelled: 'Checkout cancelled. Nothing was charged.',
  succeeded: 'Payment successful! Your plan will update in a moment.',
} as const;
