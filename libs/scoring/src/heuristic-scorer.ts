import type { PageCategory } from '@signpost/contracts';

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
  /** The earlier page with the same text of its own, when this page duplicates one. */
  duplicateOf: string | null;
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

function depthRule(wordCount: number): Rule {
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

function duplicateRule(duplicateOf: string | null): Rule {
  if (duplicateOf === null) return { points: 0, why: '' };
  return { points: -3, why: `duplicate of ${pathOf(duplicateOf)}` };
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

function structureRule(headings: readonly string[]): Rule {
  if (headings.length >= 3) return { points: 1, why: `well structured (${headings.length} headings)` };
  if (headings.length >= 1) return { points: 0.5, why: 'some structure' };
  return { points: -0.5, why: 'no headings' };
}

export function scorePageHeuristically(page: PageFeatures): HeuristicScore {
  const ownWords = Math.round(page.wordCount * (1 - Math.min(1, Math.max(0, page.boilerplateRatio))));
  const rules: Rule[] = [
    depthRule(ownWords),
    boilerplateRule(page.boilerplateRatio),
    duplicateRule(page.duplicateOf),
    descriptionRule(page.description),
    structureRule(page.headings),
    page.title.trim() === '' ? { points: -1, why: 'no title' } : { points: 0, why: '' },
    { points: CATEGORY_POINTS[page.category], why: `${page.category} page` },
    page.isHomepage ? { points: 1, why: "the site's front page" } : { points: 0, why: '' },
  ];
  const raw = rules.reduce((sum, rule) => sum + rule.points, BASE_SCORE);
  const qualityScore = Math.round(Math.min(10, Math.max(1, raw)) * 10) / 10;
  const reason = rules
    .filter((rule) => rule.why !== '')
    .sort((a, b) => Math.abs(b.points) - Math.abs(a.points))
    .slice(0, 3)
    .map((rule) => rule.why)
    .join('; ');
  return { qualityScore, reason: reason.charAt(0).toUpperCase() + reason.slice(1) };
}
