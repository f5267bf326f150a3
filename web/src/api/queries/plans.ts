/** Query keys of the plan catalogue. */
export const planKeys = {
  catalogue: () => ['plans'] as const,
};
