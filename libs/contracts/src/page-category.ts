import { z } from 'zod';

export const pageCategorySchema = z.enum([
  'docs',
  'api-reference',
  'tutorial',
  'blog',
  'product',
  'pricing',
  'about',
  'contact',
  'legal',
  'changelog',
  'other',
]);
export type PageCategory = z.infer<typeof pageCategorySchema>;

export const PAGE_CATEGORY_LABELS: Record<PageCategory, string> = {
  docs: 'Documentation',
  'api-reference': 'API Reference',
  tutorial: 'Tutorials & Guides',
  blog: 'Blog',
  product: 'Product',
  pricing: 'Pricing',
  about: 'About',
  contact: 'Contact',
  legal: 'Legal',
  changelog: 'Changelog',
  other: 'Other',
};
