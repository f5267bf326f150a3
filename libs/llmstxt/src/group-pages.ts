import { leadingPagesFirst, qualityBand, type PageCategory } from '@signpost/contracts';
import { oneLine } from './plain-text.js';

export interface GroupablePage {
  url: string;
  title?: string | undefined;
  category: PageCategory;
  /** 0-10; pages in the low band go to `## Optional` when better pages exist. */
  qualityScore?: number | undefined;
  /** The site's own navigation group of the page ("Guide", "API"); its category's section without one. */
  section?: string | null | undefined;
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
const MAX_SECTION_TITLE_CHARS = 80;

const isLow = (page: GroupablePage) =>
  page.qualityScore !== undefined && qualityBand(page.qualityScore) === 'low';

/**
 * A navigation label as a section heading: one line, without the closing `#`s an ATX heading
 * would drop; empty (no section) when nothing is left or it would read as our Optional section.
 */
export function sectionTitle(label: string | null | undefined): string {
  const title = oneLine(label ?? '')
    .replace(/[\s#]+$/, '')
    .slice(0, MAX_SECTION_TITLE_CHARS)
    .trim();
  return title.toLowerCase() === OPTIONAL_SECTION.toLowerCase() ? '' : title;
}

/**
 * Pages grouped into sections: the site's own navigation groups first, in the order the pages
 * come, then the category sections in a fixed order (a category section named like a navigation
 * group joins it). Each section keeps the order it was given, getting-started pages first; low-scored
 * pages go to a final `Optional` section, unless every page is low (then nothing is secondary).
 */
export function groupPages<P extends GroupablePage>(pages: readonly P[]): PageGroup<P>[] {
  const demote = pages.some((page) => !isLow(page));
  const main = demote ? pages.filter((page) => !isLow(page)) : [...pages];
  const named = new Map<string, P[]>();
  const unnamed: P[] = [];
  for (const page of main) {
    const title = sectionTitle(page.section);
    if (title === '') unnamed.push(page);
    else named.set(title, [...(named.get(title) ?? []), page]);
  }
  for (const section of SECTIONS) {
    const members = unnamed.filter((page) => section.categories.includes(page.category));
    if (members.length > 0) named.set(section.title, [...(named.get(section.title) ?? []), ...members]);
  }
  const groups: PageGroup<P>[] = [...named].map(([title, members]) => ({
    title,
    pages: leadingPagesFirst(members),
  }));
  if (demote) groups.push({ title: OPTIONAL_SECTION, pages: pages.filter(isLow) });
  return groups.filter((group) => group.pages.length > 0);
}
