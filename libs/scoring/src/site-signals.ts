import { createHash } from 'node:crypto';

export interface SitePageText {
  url: string;
  /** Discovery order; the earlier of two duplicates is the original. */
  position: number;
  /** The page's extracted main text. */
  content: string;
}

export interface SiteSignals {
  /** Share (0-1) of the page's words in passages repeated across most of the site's pages. */
  boilerplateRatio: number;
  /** The earlier page whose own text (boilerplate aside) is the same as this one's, if any. */
  duplicateOf: string | null;
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
 * sign-up boxes that survived main-content isolation) and pages whose own text is another page's.
 */
export function computeSiteSignals(pages: readonly SitePageText[]): Map<string, SiteSignals> {
  const texts = pages.map((page) => ({ page, passages: passages(page.content) }));
  const pagesWithPassage = new Map<string, number>();
  for (const text of texts) {
    for (const passage of new Set(text.passages)) {
      pagesWithPassage.set(passage, (pagesWithPassage.get(passage) ?? 0) + 1);
    }
  }
  const threshold = Math.max(BOILERPLATE_MIN_PAGES, Math.ceil(pages.length * BOILERPLATE_PAGE_SHARE));
  const isBoilerplate = (passage: string) => (pagesWithPassage.get(passage) ?? 0) >= threshold;

  const firstWithOwnText = new Map<string, string>();
  const signals = new Map<string, SiteSignals>();
  for (const { page, passages: pagePassages } of texts.sort((a, b) => a.page.position - b.page.position)) {
    const totalWords = pagePassages.reduce((sum, passage) => sum + wordsIn(passage), 0);
    const own = pagePassages.filter((passage) => !isBoilerplate(passage));
    const ownWords = own.reduce((sum, passage) => sum + wordsIn(passage), 0);
    let duplicateOf: string | null = null;
    if (own.length > 0) {
      const ownHash = createHash('sha256').update(own.join('\n')).digest('hex');
      duplicateOf = firstWithOwnText.get(ownHash) ?? null;
      if (duplicateOf === null) firstWithOwnText.set(ownHash, page.url);
    }
    signals.set(page.url, {
      boilerplateRatio: totalWords === 0 ? 0 : Math.round(((totalWords - ownWords) / totalWords) * 100) / 100,
      duplicateOf,
    });
  }
  return signals;
}
