import { z } from 'zod';

/** The site's navigation as a checkpoint holds it, checked when read back (see crawlSnapshotSchema). */
export const siteNavigationSnapshotSchema = z.object({
  /** Distinct menus in the order first met, each with how many pages carried it. */
  menus: z.array(
    z.object({
      menu: z.array(z.object({ url: z.string(), text: z.string(), group: z.string().nullable() })),
      pages: z.number().int().positive(),
    }),
  ),
  breadcrumbGroups: z.array(z.tuple([z.string(), z.string()])),
  /** Places of pages kept unread from an earlier reading (absent in older snapshots). */
  keptPlaces: z
    .array(
      z.tuple([z.string(), z.object({ order: z.number().int().nullable(), group: z.string().nullable() })]),
    )
    .default([]),
});
export type SiteNavigationSnapshot = z.infer<typeof siteNavigationSnapshotSchema>;
