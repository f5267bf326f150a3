import { qualityBand, type PageCategory } from '@signpost/contracts';

export interface GroupablePage {
  url: string;
  category: PageCategory;
  /** 0-10; pages in the low band go to `## Optional` when better pages exist. */
  qualityScore?: number | undefined;
}

export interface PageGroup<P> {
  title: string;
  pages: P[];
}

export const OPTIONAL_SECTION = 'Optional';

/** Section headings in the order an assistant needs them: how to use it first, company and legal last. */
const SECTIONS: readonly { title: string; categories: readonly PageCategory[] }[] = [
  { title: 'Documentation', categories: ['docs'] },
  { title: 'Guides', categories: ['tutorial'] },
  { title: 'API Reference', categories: ['api-reference'] },
  { title: 'Blog', categories: ['blog'] },
  { title: 'Changelog', categories: ['changelog'] },
  { title: 'Product', categories: ['product', 'pricing'] },
  { title: 'Company', categories: ['about', 'contact'] },
  { title: 'Legal', categories: ['legal'] },
  { title: 'Other', categories: ['other'] },
];

const isLow = (page: GroupablePage) =>
  page.qualityScore !== undefined && qualityBand(page.qualityScore) === 'low';

/**
 * Pages grouped into sections in a fixed order, each keeping the order it was given; low-scored
 * pages go to a final `Optional` section, unless every page is low (then nothing is secondary).
 */
export function groupPages<P extends GroupablePage>(pages: readonly P[]): PageGroup<P>[] {
  const demote = pages.some((page) => !isLow(page));
  const main = demote ? pages.filter((page) => !isLow(page)) : [...pages];
  const groups: PageGroup<P>[] = SECTIONS.map((section) => ({
    title: section.title,
    pages: main.filter((page) => section.categories.includes(page.category)),
  }));
  if (demote) groups.push({ title: OPTIONAL_SECTION, pages: pages.filter(isLow) });
  return groups.filter((group) => group.pages.length > 0);
}
