import type { PageCategory } from '@signpost/contracts';
import { internalPageKind } from './internal-pages.js';
import { parentPath } from './page-shape.js';

export interface PageFeatures {
  url: string;
  title: string;
  description: string;
  headings: readonly string[];
  wordCount: number;
  category: PageCategory;
  isHomepage: boolean;
  /** Share (0-1) of the words in passages repeated across the site (see site-signals.ts). */
  boilerplateRatio: number;
  /** The earlier page with the same (or nearly the same) text of its own, when this page duplicates one. */
  duplicateOf: string | null;
  /** The signals below come from site-signals.ts; absent, a signal counts as not seen. */
  duplicateSimilarity?: number | undefined;
  nearDuplicateCount?: number | undefined;
  linkDensity?: number | undefined;
  placeholder?: string | null | undefined;
  selfRepetition?: number | undefined;
  borrowedShare?: number | undefined;
  referenceEntry?: boolean | undefined;
  referenceSetSize?: number | undefined;
  checklist?: boolean | undefined;
  linkListShare?: number | undefined;
}

export interface HeuristicScore {
  qualityScore: number;
  reason: string;
}

/**
 * The documented rules (libs/scoring/README.md): a base of 4, plus or minus points for content depth
 * (net of boilerplate), repeated text, duplication, description, structure, title and category,
 * clamped to 1-10 with one decimal. Deterministic, so the same page always scores the same.
 */
export const BASE_SCORE = 4;

export const CATEGORY_POINTS: Record<PageCategory, number> = {
  docs: 1.5,
  'api-reference': 1.5,
  tutorial: 1.5,
  changelog: 0.5,
  blog: 0.5,
  product: 0.5,
  pricing: 0,
  about: 0,
  other: 0,
  contact: -1,
  legal: -2,
};

interface Rule {
  points: number;
  why: string;
}

/**
 * An API or config entry says what it must in a few words; its signature and example are the
 * content. A copy or a placeholder gets no such credit.
 */
const isConciseReference = (page: PageFeatures) =>
  page.referenceEntry === true && page.duplicateOf === null && (page.placeholder ?? null) === null;

function depthRule(wordCount: number, conciseReference: boolean): Rule {
  if (wordCount < 100 && conciseReference) {
    return { points: 0, why: `concise reference entry (${wordCount} words)` };
  }
  if (wordCount < 100) return { points: -2, why: `thin content (${wordCount} words)` };
  if (wordCount < 300) return { points: 0, why: `short content (${wordCount} words)` };
  if (wordCount < 800) return { points: 1, why: `substantial content (${wordCount} words)` };
  if (wordCount < 2000) return { points: 1.5, why: `in-depth content (${wordCount} words)` };
  return { points: 2, why: `comprehensive content (${wordCount} words)` };
}

function boilerplateRule(ratio: number): Rule {
  const percent = Math.round(ratio * 100);
  if (ratio >= 0.6) return { points: -1, why: `mostly text repeated across the site (${percent}%)` };
  if (ratio >= 0.3) return { points: -0.5, why: `much text repeated across the site (${percent}%)` };
  return { points: 0, why: '' };
}

function duplicateRule(page: PageFeatures): Rule {
  const count = page.nearDuplicateCount ?? 1;
  if (page.duplicateOf !== null) {
    const similarity = page.duplicateSimilarity ?? 1;
    const what = similarity >= 1 ? 'duplicate of' : 'nearly the same text as';
    return { points: -3, why: `${what} ${pathOf(page.duplicateOf)}` };
  }
  if (count >= TEMPLATE_GROUP_MIN) {
    return { points: -2, why: `one of ${count} pages with nearly the same text` };
  }
  return { points: 0, why: '' };
}

/** The first of this many pages with nearly the same text is a template filled in, not an original. */
const TEMPLATE_GROUP_MIN = 3;

function linkRule(density: number): Rule {
  const percent = Math.round(density * 100);
  if (density >= 0.5) return { points: -2, why: `mostly links (${percent}% of the words)` };
  if (density >= 0.3) return { points: -1, why: `many links (${percent}% of the words)` };
  return { points: 0, why: '' };
}

function placeholderRule(placeholder: string | null): Rule {
  if (placeholder === null) return { points: 0, why: '' };
  return { points: -4, why: `placeholder text ('${placeholder}')` };
}

function repetitionRule(repetition: number): Rule {
  const why = `repeats itself (${Math.round(repetition * 100)}% of its phrases)`;
  if (repetition >= 0.35) return { points: -2, why };
  if (repetition >= 0.25) return { points: -1, why };
  return { points: 0, why: '' };
}

function borrowedRule(borrowed: number): Rule {
  const why = `text found on other pages (${Math.round(borrowed * 100)}%)`;
  if (borrowed >= 0.5) return { points: -2, why: `mostly ${why}` };
  if (borrowed >= 0.3) return { points: -1, why };
  return { points: 0, why: '' };
}

/**
 * Words the page adds to the site: its prose (neither boilerplate nor link text), less the share it
 * shares with its near-duplicate original, with other pages, or with itself.
 */
function newWords(page: PageFeatures): number {
  const linkDensity = share(page.linkDensity ?? 0);
  const copied = page.duplicateOf === null ? 0 : share(page.duplicateSimilarity ?? 1);
  const novelty =
    (1 - share(page.boilerplateRatio)) *
    (1 - linkDensity) *
    (1 - copied) *
    (1 - share(page.borrowedShare ?? 0)) *
    (1 - share(page.selfRepetition ?? 0));
  return Math.round(page.wordCount * novelty);
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function descriptionRule(description: string): Rule {
  const length = description.trim().length;
  if (length === 0) return { points: -1, why: 'no description' };
  if (length >= 50 && length <= 160) return { points: 1, why: 'clear description' };
  return { points: 0.5, why: length < 50 ? 'short description' : 'long description' };
}

/** A page of a reference set counts as API reference, whatever its address made it. */
function categoryRule(page: PageFeatures): Rule {
  const own = { points: CATEGORY_POINTS[page.category], why: `${page.category} page` };
  const setSize = page.referenceSetSize ?? 0;
  if (setSize === 0 || own.points >= CATEGORY_POINTS['api-reference']) return own;
  return {
    points: CATEGORY_POINTS['api-reference'],
    why: `one of ${setSize} reference pages in ${parentPath(page.url)}`,
  };
}

/** Internal and unfinished pages score at most this, below the default selection. */
export const INTERNAL_PAGE_MAX_SCORE = 2;

/** What kind of internal or unfinished page this is ('tag listing', 'draft'...), or null. */
export function internalPageOf(page: PageFeatures, words: number = newWords(page)): string | null {
  return internalPageKind({
    url: page.url,
    title: page.title,
    headings: page.headings,
    newWords: words,
    linkDensity: share(page.linkDensity ?? 0),
    placeholder: page.placeholder ?? null,
    referenceEntry: page.referenceEntry === true,
    checklist: page.checklist === true,
    linkListShare: share(page.linkListShare ?? 0),
  });
}

/**
 * Any judgement of an internal or unfinished page (the LLM's or a cached one too) kept below the
 * default selection, its reason saying why.
 */
export function capInternalPage<T extends HeuristicScore>(score: T, page: PageFeatures): T {
  const kind = internalPageOf(page);
  if (kind === null || score.qualityScore <= INTERNAL_PAGE_MAX_SCORE) return score;
  return {
    ...score,
    qualityScore: INTERNAL_PAGE_MAX_SCORE,
    reason: `Internal or unfinished page (${kind}). ${score.reason}`,
  };
}

function structureRule(headings: readonly string[]): Rule {
  if (headings.length >= 3) return { points: 1, why: `well structured (${headings.length} headings)` };
  if (headings.length >= 1) return { points: 0.5, why: 'some structure' };
  return { points: -0.5, why: 'no headings' };
}

const share = (value: number) => Math.min(1, Math.max(0, value));

export function scorePageHeuristically(page: PageFeatures): HeuristicScore {
  const words = newWords(page);
  const rules: Rule[] = [
    depthRule(words, isConciseReference(page)),
    boilerplateRule(page.boilerplateRatio),
    duplicateRule(page),
    linkRule(share(page.linkDensity ?? 0)),
    placeholderRule(page.placeholder ?? null),
    repetitionRule(page.selfRepetition ?? 0),
    borrowedRule(page.borrowedShare ?? 0),
    descriptionRule(page.description),
    structureRule(page.headings),
    page.title.trim() === '' ? { points: -1, why: 'no title' } : { points: 0, why: '' },
    categoryRule(page),
    page.isHomepage ? { points: 1, why: "the site's front page" } : { points: 0, why: '' },
  ];
  const raw = rules.reduce((sum, rule) => sum + rule.points, BASE_SCORE);
  const internal = internalPageOf(page, words);
  const ceiling = internal === null ? 10 : INTERNAL_PAGE_MAX_SCORE;
  const qualityScore = Math.round(Math.min(ceiling, Math.max(1, raw)) * 10) / 10;
  const internalWhy = internal === null ? [] : [`internal or unfinished page (${internal})`];
  const reason = [
    ...internalWhy,
    ...rules
      .filter((rule) => rule.why !== '')
      .sort((a, b) => Math.abs(b.points) - Math.abs(a.points))
      .slice(0, 3 - internalWhy.length)
      .map((rule) => rule.why),
  ].join('; ');
  return { qualityScore, reason: reason.charAt(0).toUpperCase() + reason.slice(1) };
}
