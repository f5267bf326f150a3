/** Query keys of analyses: one followed by id, and the signed-in account's list and details. */
export const analysisKeys = {
  one: (analysisId: string | null) => ['analysis', analysisId] as const,
  mine: (userId: string) => ['my-analyses', userId] as const,
  mineOne: (userId: string, analysisId: string) => ['my-analyses', userId, analysisId] as const,
};
