/** Query keys of the account's billing; `all` covers each of them, to read the plan again. */
export const billingKeys = {
  all: () => ['billing'] as const,
  status: (userId: string) => ['billing', 'status', userId] as const,
  refundEligibility: (userId: string) => ['billing', 'refund-eligibility', userId] as const,
  planChange: (userId: string | undefined) => ['billing', 'plan-change', userId] as const,
};
