import { borrowedShares } from './borrowed-text.js';
import { findNearDuplicates } from './near-duplicates.js';
import { firstHeading, isChecklist, isDefinitionEntry, isReferenceEntry, parentPath } from './page-shape.js';
import {
  hash,
  linkDensity,
  linkListShare,
  placeholderMarker,
  selfRepetition,
  textPrint,
  tokenize,
  type TextPrint,
} from './text-signals.js';

export interface SitePageText {
  url: string;
  /** Discovery order; the earlier of two duplicates is the original (a copy in another release's folder aside). */
  position: number;
  /** The page's extracted main text. */
  content: string;
  /** The main content as markdown, for the page's shape (and its links, when it kept them). */
  markdown?: string | null | undefined;
  /**
   * The link shares extraction measured on the main content's markup. The extractor's markdown keeps
   * link text but not links, so without these the markdown's own links are counted.
   */
  linkDensity?: number | null | undefined;
  linkListShare?: number | null | undefined;
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
  /** The page defines one API or config entry: a heading, a signature or code, a definition. */
  referenceEntry: boolean;
  /** Definition entries in the page's folder, this one included, when they form a reference set (else 0). */
  referenceSetSize: number;
  /** The page is a to-do list (ticked and open items). */
  checklist: boolean;
  /** Share (0-1) of the markdown's lines that are mostly a link (a list of posts). */
  linkListShare: number;
}

/** A passage counts as boilerplate when it appears on at least this share of the site's pages... */
const BOILERPLATE_PAGE_SHARE = 0.3;
/** ...and on at least this many pages, so that two-page sites have none. */
const BOILERPLATE_MIN_PAGES = 3;

/** Words of a passage: its white space is single spaces already, so they are its spaces plus one. */
function wordsInPassage(passage: string): number {
  let words = 1;
  for (let index = passage.indexOf(' '); index !== -1; index = passage.indexOf(' ', index + 1)) words += 1;
  return words;
}

/**
 * Sentences (or sentence-less runs of text), normalised so that case and spacing do not matter:
 * lower case, trimmed, one space between words, never empty.
 */
function passages(content: string): string[] {
  return content
    .split(/(?<=[.!?])\s+|\n+/)
    .map((passage) => passage.trim().toLowerCase().replace(/\s+/g, ' '))
    .filter((passage) => passage !== '');
}

/**
 * A passage as a number of 53 bits (two 32-bit hashes): the site's passages are counted without
 * holding their text, and two passages share a number by chance about once in 10^15 pairs.
 */
function passageKey(passage: string): number {
  return hash(passage) * 0x200000 + (hash(`\u0000${passage}`) >>> 11);
}

/**
 * A folder named for a release other than the one a site serves at its plain addresses: an
 * unreleased one (`next`, `canary`, `beta`) or a numbered one (`v2`, `1.x`, `3.4.1`). Versioned
 * documentation keeps the current release at the plain addresses and copies of the page under these.
 */
const OTHER_RELEASE =
  /^(?:next|canary|beta|alpha|nightly|unreleased|preview|v\d+(?:\.(?:\d+|x))*|\d+\.(?:\d+|x)(?:\.(?:\d+|x))*)$/i;

function inOtherRelease(url: string): boolean {
  try {
    return new URL(url).pathname.split('/').some((folder) => OTHER_RELEASE.test(folder));
  } catch {
    return false;
  }
}

/**
 * Signals that need the whole site: text repeated on most pages (calls to action, disclaimers,
 * sign-up boxes that survived main-content isolation), pages whose own text is another page's or
 * nearly so, and the per-page signals read from that own text.
 */
export function computeSiteSignals(pages: readonly SitePageText[]): Map<string, SiteSignals> {
  const ordered = [...pages].sort((a, b) => a.position - b.position);
  // A page's passages are split again in the second pass rather than kept: a site's text held three
  // times over (passages, own text, words) was most of the scoring stage's memory.
  const pagesWithPassage = new Map<number, number>();
  for (const page of ordered) {
    for (const key of new Set(passages(page.content).map(passageKey))) {
      pagesWithPassage.set(key, (pagesWithPassage.get(key) ?? 0) + 1);
    }
  }
  const threshold = Math.max(BOILERPLATE_MIN_PAGES, Math.ceil(pages.length * BOILERPLATE_PAGE_SHARE));
  const isBoilerplate = (passage: string) => (pagesWithPassage.get(passageKey(passage)) ?? 0) >= threshold;

  const owned = ordered.map((page) => {
    const own: string[] = [];
    let totalWords = 0;
    let ownWords = 0;
    for (const passage of passages(page.content)) {
      const words = wordsInPassage(passage);
      totalWords += words;
      if (isBoilerplate(passage)) continue;
      own.push(passage);
      ownWords += words;
    }
    const ownText = own.join('\n');
    const tokens = tokenize(ownText);
    return {
      page,
      tokens: textPrint(tokens),
      placeholder: placeholderMarker(ownText, tokens),
      repetition: selfRepetition(tokens),
      totalWords,
      ownWords,
    };
  });
  const references = referenceSets(pages);
  // Of two copies the first is the original: a page of the current release goes before its copy in
  // a folder of another release, wherever the crawl happened to meet them.
  const currentRelease: { url: string; tokens: TextPrint }[] = [];
  const otherRelease: { url: string; tokens: TextPrint }[] = [];
  for (const { page, tokens } of owned) {
    (inOtherRelease(page.url) ? otherRelease : currentRelease).push({ url: page.url, tokens });
  }
  const duplicates = findNearDuplicates([...currentRelease, ...otherRelease]);
  const borrowed = borrowedShares(
    owned.map(({ page, tokens }) => ({
      url: page.url,
      tokens,
      group: duplicates.get(page.url)?.group ?? -1,
    })),
  );

  const signals = new Map<string, SiteSignals>();
  for (const { page, placeholder, repetition, totalWords, ownWords } of owned) {
    const reference = references.get(page.url);
    const referenceEntry = reference !== undefined || isReferenceEntry(page.markdown ?? '');
    const nearDuplicate = duplicates.get(page.url);
    const duplicate = reference?.distinctFrom(nearDuplicate?.duplicateOf ?? null) ? undefined : nearDuplicate;
    // A reference set's shared template is not a copy: only a copy of the page itself counts.
    const templateGroup = reference?.setSize && !duplicate?.duplicateOf ? 1 : duplicate?.groupSize;
    signals.set(page.url, {
      boilerplateRatio: totalWords === 0 ? 0 : Math.round(((totalWords - ownWords) / totalWords) * 100) / 100,
      duplicateOf: duplicate?.duplicateOf ?? null,
      duplicateSimilarity: duplicate?.duplicateOf ? duplicate.similarity : 0,
      nearDuplicateCount: templateGroup ?? 1,
      linkDensity: page.linkDensity ?? linkDensity(page.markdown ?? ''),
      placeholder,
      selfRepetition: repetition,
      borrowedShare: borrowed.get(page.url) ?? 0,
      referenceEntry,
      referenceSetSize: reference?.setSize ?? 0,
      checklist: isChecklist(page.markdown ?? ''),
      linkListShare: page.linkListShare ?? linkListShare(page.markdown ?? ''),
    });
  }
  return signals;
}

/** Definition entries in one folder: at least this many are a reference set (an API's options)... */
const REFERENCE_SET_MIN = 5;

interface ReferenceMembership {
  /** Entries of the page's set, or 0 when its folder holds too few to be one. */
  setSize: number;
  /** Whether `other` is a sibling entry of the same set defining something else (another name). */
  distinctFrom: (other: string | null) => boolean;
}

/**
 * ...whose pages share a template (type, default, an example in the same words) while each defines
 * its own name: siblings of a reference set are never each other's near-duplicates.
 */
function referenceSets(pages: readonly SitePageText[]): Map<string, ReferenceMembership> {
  const entries = pages
    .filter((page) => isDefinitionEntry(page.markdown ?? ''))
    .map((page) => ({
      url: page.url,
      folder: parentPath(page.url),
      name: firstHeading(page.markdown ?? ''),
    }));
  const byUrl = new Map(entries.map((entry) => [entry.url, entry]));
  const folderSizes = new Map<string, number>();
  for (const { folder } of entries) folderSizes.set(folder, (folderSizes.get(folder) ?? 0) + 1);
  const memberships = new Map<string, ReferenceMembership>();
  for (const entry of entries) {
    const size = folderSizes.get(entry.folder) ?? 0;
    const inSet = size >= REFERENCE_SET_MIN;
    memberships.set(entry.url, {
      setSize: inSet ? size : 0,
      distinctFrom: (other) => {
        const sibling = other === null ? undefined : byUrl.get(other);
        return inSet && sibling?.folder === entry.folder && sibling.name !== entry.name;
      },
    });
  }
  return memberships;
}
