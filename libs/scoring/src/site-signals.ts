import { borrowedShares } from './borrowed-text.js';
import { findNearDuplicates } from './near-duplicates.js';
import { linkDensity, placeholderMarker, selfRepetition, tokenize } from './text-signals.js';

export interface SitePageText {
  url: string;
  /** Discovery order; the earlier of two duplicates is the original. */
  position: number;
  /** The page's extracted main text. */
  content: string;
  /** The main content as markdown (links kept), for the link density; without it the density is 0. */
  markdown?: string | null | undefined;
}

/** What a page's text says about it once the whole site is known; each is documented in the README. */
export interface SiteSignals {
  /** Share (0-1) of the page's words in passages repeated across most of the site's pages. */
  boilerplateRatio: number;
  /** The earlier page whose own text (boilerplate aside) is the same or nearly the same, if any. */
  duplicateOf: string | null;
  /** How close (0-1 Jaccard of word triples) the page's own text is to `duplicateOf`'s. */
  duplicateSimilarity: number;
  /** Pages on the site, this one included, whose own text is nearly this one's (1 when unique). */
  nearDuplicateCount: number;
  /** Share (0-1) of the main content's words that are link text. */
  linkDensity: number;
  /** The placeholder phrase the page's own text is built around ('coming soon', 'lorem ipsum'). */
  placeholder: string | null;
  /** Share (0-1) of the page's own word triples that it already used earlier on the page. */
  selfRepetition: number;
  /** Share (0-1) of the page's own text found on other pages (outside its near-duplicate group). */
  borrowedShare: number;
}

/** A passage counts as boilerplate when it appears on at least this share of the site's pages... */
const BOILERPLATE_PAGE_SHARE = 0.3;
/** ...and on at least this many pages, so that two-page sites have none. */
const BOILERPLATE_MIN_PAGES = 3;

const wordsIn = (text: string) => text.split(/\s+/).filter((word) => word !== '').length;

/** Sentences (or sentence-less runs of text), normalised so that case and spacing do not matter. */
function passages(content: string): string[] {
  return content
    .split(/(?<=[.!?])\s+|\n+/)
    .map((passage) => passage.trim().toLowerCase().replace(/\s+/g, ' '))
    .filter((passage) => passage !== '');
}

/**
 * Signals that need the whole site: text repeated on most pages (calls to action, disclaimers,
 * sign-up boxes that survived main-content isolation), pages whose own text is another page's or
 * nearly so, and the per-page signals read from that own text.
 */
export function computeSiteSignals(pages: readonly SitePageText[]): Map<string, SiteSignals> {
  const texts = [...pages]
    .sort((a, b) => a.position - b.position)
    .map((page) => ({ page, passages: passages(page.content) }));
  const pagesWithPassage = new Map<string, number>();
  for (const text of texts) {
    for (const passage of new Set(text.passages)) {
      pagesWithPassage.set(passage, (pagesWithPassage.get(passage) ?? 0) + 1);
    }
  }
  const threshold = Math.max(BOILERPLATE_MIN_PAGES, Math.ceil(pages.length * BOILERPLATE_PAGE_SHARE));
  const isBoilerplate = (passage: string) => (pagesWithPassage.get(passage) ?? 0) >= threshold;

  const owned = texts.map(({ page, passages: pagePassages }) => {
    const own = pagePassages.filter((passage) => !isBoilerplate(passage));
    const totalWords = pagePassages.reduce((sum, passage) => sum + wordsIn(passage), 0);
    const ownWords = own.reduce((sum, passage) => sum + wordsIn(passage), 0);
    const ownText = own.join('\n');
    return { page, ownText, tokens: tokenize(ownText), totalWords, ownWords };
  });
  const duplicates = findNearDuplicates(owned.map(({ page, tokens }) => ({ url: page.url, tokens })));
  const borrowed = borrowedShares(
    owned.map(({ page, tokens }) => ({
      url: page.url,
      tokens,
      group: duplicates.get(page.url)?.group ?? -1,
    })),
  );

  const signals = new Map<string, SiteSignals>();
  for (const { page, ownText, tokens, totalWords, ownWords } of owned) {
    const duplicate = duplicates.get(page.url);
    signals.set(page.url, {
      boilerplateRatio: totalWords === 0 ? 0 : Math.round(((totalWords - ownWords) / totalWords) * 100) / 100,
      duplicateOf: duplicate?.duplicateOf ?? null,
      duplicateSimilarity: duplicate?.duplicateOf ? duplicate.similarity : 0,
      nearDuplicateCount: duplicate?.groupSize ?? 1,
      linkDensity: linkDensity(page.markdown ?? ''),
      placeholder: placeholderMarker(ownText, tokens),
      selfRepetition: selfRepetition(tokens),
      borrowedShare: borrowed.get(page.url) ?? 0,
    });
  }
  return signals;
}
