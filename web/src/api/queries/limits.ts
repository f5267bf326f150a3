/** Query key of the limits check of one address for one email. */
export const limitsKeys = {
  check: (email: string, websiteUrl: string) => ['check-limits', email, websiteUrl] as const,
};
