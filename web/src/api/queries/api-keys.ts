/** Query key of the account's API keys. */
export const apiKeyKeys = {
  list: (userId: string) => ['api-keys', userId] as const,
};
