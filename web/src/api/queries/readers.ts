/** Query key of who read the account's published file of a site. */
export const readersKeys = {
  ofSite: (userId: string, site: string) => ['site-readers', userId, site] as const,
};
