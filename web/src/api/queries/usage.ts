/** Query keys of an email's usage; `all` covers every email's, read again after an analysis. */
export const usageKeys = {
  all: () => ['usage'] as const,
  ofEmail: (email: string) => ['usage', email.trim().toLowerCase()] as const,
};
