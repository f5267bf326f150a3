import { ownOpening } from './own-opening.js';
import { countWords } from './text-utils.js';

/** What a page offers to describe it: the description it declares and the opening of its text. */
export interface DescriptionCandidates {
  /** The meta (or Open Graph) description, cleaned; empty when the page declares none. */
  declared: string;
  /** The first paragraph of its main content, as a summary; empty when it has none. */
  lead: string;
  title: string;
  headings: readonly string[];
}

const TITLE_SEPARATORS = /\s(?:\||-|—|–|·|::|»|:)\s/;

const comparable = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A name is short: a heading of more words that the page also declares as its description is a standfirst. */
const MAX_NAME_WORDS = 6;

const BREADCRUMB_SEPARATORS = /\s[>›»]\s/;

/**
 * True when the declared description only names the page: a single word ("Delete", "Overview"),
 * its title or a part of it, a short heading of the page ("Installation"), or a trail of short
 * names ending with one of those ("RTK Query > Usage > Polling"), as generators write when a page
 * sets no description of its own.
 */
export function merelyNamesPage(candidates: DescriptionCandidates): boolean {
  const key = comparable(candidates.declared);
  if (key === '' || countWords(candidates.declared) < 2) return true;
  const titleNames = [candidates.title, ...candidates.title.split(TITLE_SEPARATORS)].map(comparable);
  const headingNames = candidates.headings.map(comparable);
  const namesPage = (text: string) => {
    const name = comparable(text);
    const short = countWords(text) <= MAX_NAME_WORDS;
    return titleNames.includes(name) || (short && headingNames.includes(name));
  };
  const trail = candidates.declared.split(BREADCRUMB_SEPARATORS);
  const shortTrail = trail.every((step) => countWords(step) <= MAX_NAME_WORDS);
  return namesPage(candidates.declared) || (trail.length > 1 && shortTrail && namesPage(trail.at(-1) ?? ''));
}

/** The page's description judged on its own: what it declares, unless that only names the page. */
export function pageDescription(candidates: DescriptionCandidates): string {
  return merelyNamesPage(candidates) ? candidates.lead : candidates.declared;
}

export interface SitePage extends Omit<DescriptionCandidates, 'declared' | 'lead'> {
  url: string;
  isHome: boolean;
  /** Null when the page was stored before both candidates were kept: its description stays. */
  declared: string | null;
  lead: string | null;
  /** The page's main content as markdown, where a shared lead gives way to the page's next paragraph. */
  markdown?: string | null | undefined;
}

/** A description that this many pages declare describes none of them in particular. */
export const SHARED_DESCRIPTION_PAGES = 3;

/**
 * Every page's description once the whole site is known. A page keeps the description it declares
 * when that describes it; otherwise (the description names nothing but the page, several pages
 * declare the same one, or a page other than the home page repeats the home page's) the opening
 * of its own text stands in. An opening that several pages share in turn (an included notice, a
 * version banner, a standard first paragraph) describes none of them either: the page's next own
 * paragraph of prose stands in, or nothing when it has none. The home page keeps a site-wide
 * description: it describes the site. Pages stored without candidates are left out of the answer.
 */
export function siteDescriptions(pages: readonly SitePage[]): Map<string, string> {
  const declaredBy = countBy(pages.map((page) => page.declared ?? ''));
  const home = pages.find((page) => page.isHome);
  const homeKey = comparable(home?.declared ?? '');
  const chosen = new Map<string, string>();
  for (const page of pages) {
    if (page.declared === null && page.lead === null) continue;
    const candidates = { ...page, declared: page.declared ?? '', lead: page.lead ?? '' };
    const key = comparable(candidates.declared);
    const sitewide =
      !page.isHome &&
      key !== '' &&
      ((declaredBy.get(key) ?? 0) >= SHARED_DESCRIPTION_PAGES || key === homeKey);
    chosen.set(page.url, sitewide ? candidates.lead : pageDescription(candidates));
  }
  return withoutSharedOpenings(pages, chosen);
}

/** How many of `texts` read the same (case, punctuation and white space aside); empty ones are not counted. */
function countBy(texts: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    const key = comparable(text);
    if (key !== '') counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function withoutSharedOpenings(pages: readonly SitePage[], chosen: Map<string, string>): Map<string, string> {
  const leads = pages.filter((page) => !page.isHome && page.lead === chosen.get(page.url));
  const leadBy = countBy(leads.map((page) => page.lead ?? ''));
  const shared = [...leadBy].filter(([, count]) => count >= SHARED_DESCRIPTION_PAGES).map(([key]) => key);
  if (shared.length === 0) return chosen;
  // A summary keeps the start of its paragraph (cut at a sentence or a word): the paragraph starts so.
  const isShared = (text: string) => {
    const key = comparable(text);
    return shared.some((start) => key.startsWith(start));
  };
  for (const page of leads) {
    if (!shared.includes(comparable(page.lead ?? ''))) continue;
    chosen.set(page.url, ownOpening(page.markdown ?? '', isShared));
  }
  return chosen;
}
