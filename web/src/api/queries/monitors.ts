/** Query keys of the account's monitors; `all` covers the list and every monitor's runs, to read them again. */
export const monitorKeys = {
  all: (userId: string) => ['monitors', userId] as const,
  list: (userId: string) => ['monitors', userId, 'list'] as const,
  one: (userId: string, monitorId: string) => ['monitors', userId, 'one', monitorId] as const,
};
