/** Query keys of agent-readiness reports, by their shareable id (a stored report never changes). */
export const readinessKeys = {
  report: (reportId: string) => ['readiness-report', reportId] as const,
};
