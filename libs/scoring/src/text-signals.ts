import { createHash } from 'node:crypto';

/**
 * Signals read from one page's own text, needing no other page: how much of it is link text, whether
 * it is a placeholder, and how much it repeats itself. Documented in libs/scoring/README.md.
 */

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export const wordsOf = (text: string): string[] => text.toLowerCase().match(WORD) ?? [];

/** A text's lower-cased words and their hashes, split once and shared by every signal. */
export interface Tokens {
  words: readonly string[];
  hashes: Uint32Array;
}

export function tokenize(text: string): Tokens {
  const words = wordsOf(text);
  return { words, hashes: Uint32Array.from(words, hash) };
}

/**
 * What comparing a page's text with the rest of the site needs of it: its words' hashes and a digest
 * of the words in order (null without words). A site's pages are held as these, not as their words.
 */
export interface TextPrint {
  hashes: Uint32Array;
  digest: string | null;
}

export function textPrint({ words, hashes }: Tokens): TextPrint {
  const digest = words.length === 0 ? null : createHash('sha256').update(words.join(' ')).digest('base64');
  return { hashes, digest };
}

const asTokens = (text: string | Tokens): Tokens => (typeof text === 'string' ? tokenize(text) : text);

/**
 * A hash for every run of `size` consecutive words, mixed from the words' hashes so that no run is
 * ever built as a string.
 */
export function runHashes(tokens: Pick<Tokens, 'hashes'>, size: number): Uint32Array {
  const count = Math.max(0, tokens.hashes.length - size + 1);
  const runs = new Uint32Array(count);
  for (let start = 0; start < count; start += 1) {
    let value = 0x9e3779b9 ^ size;
    for (let offset = 0; offset < size; offset += 1) {
      value = Math.imul(value ^ (tokens.hashes[start + offset] as number), 0x85ebca6b);
      value ^= value >>> 13;
    }
    runs[start] = Math.imul(value ^ (value >>> 16), 0xc2b2ae35) >>> 0;
  }
  return runs;
}

/** `[text](url)` and `![alt](src)` of the extractor's markdown, nested brackets aside. */
const MARKDOWN_LINK = /(!?)\[([^\]]*)\]\([^)]*\)/g;

/**
 * Share (0-1) of the words of the page's markdown that are the text of links: an index, a tag page
 * or a product grid is mostly links, an article mostly prose. 0 without markdown.
 */
export function linkDensity(markdown: string): number {
  let linkWords = 0;
  const prose = markdown.replace(MARKDOWN_LINK, (_, image: string, text: string) => {
    if (image === '!') return ' ';
    linkWords += wordsOf(text).length;
    return ` ${text} `;
  });
  const total = wordsOf(prose).length;
  return total === 0 ? 0 : Math.round((linkWords / total) * 100) / 100;
}

/**
 * Share (0-1) of the markdown's lines (headings aside) that are mostly a link: a tag page, an
 * archive or an author page lists posts one a line, whatever text it has around them.
 */
export function linkListShare(markdown: string): number {
  const lines = markdown
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  if (lines.length === 0) return 0;
  const linkLines = lines.filter((line) => linkDensity(line) >= 0.5).length;
  return Math.round((linkLines / lines.length) * 100) / 100;
}

/** Phrases a page stands in with until its content exists. */
const PLACEHOLDER_PHRASES: readonly RegExp[] = [
  /\bcoming soon\b/,
  /\bunder construction\b/,
  /\bcheck back (?:soon|later)\b/,
  /\bstay tuned\b/,
  /\b(?:todo|tbd|tba)\b:?/,
  /\bwork in progress\b/,
  /\bnothing (?:here|to see) yet\b/,
  /\bno (?:content|posts|items|results) (?:yet|found)\b/,
  /\b(?:is|are) no longer available\b/,
  // "placeholder" alone is also a term of art (a `%s` placeholder, an input's placeholder).
  /\b(?:this is a|just a) placeholder\b|\bplaceholder (?:page|text|content)\b/,
];

/** Latin filler words; a page where they are common is template text nobody replaced. */
const LOREM_WORDS = new Set(
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed eiusmod tempor incididunt labore dolore magna aliqua enim minim veniam quis nostrud exercitation ullamco laboris nisi aliquip commodo consequat duis aute irure reprehenderit voluptate velit esse cillum fugiat nulla pariatur excepteur sint occaecat cupidatat proident sunt culpa qui officia deserunt mollit anim laborum'.split(
    ' ',
  ),
);

/** A page whose own text is shorter than this and names a placeholder phrase is a placeholder... */
const PLACEHOLDER_MAX_WORDS = 120;
/** ...and so is a page of any length where this share of the words is lorem ipsum. */
const LOREM_SHARE = 0.2;

/** The placeholder phrase the page is built around ('coming soon', 'lorem ipsum'), or null. */
export function placeholderMarker(ownText: string, tokens: Tokens = tokenize(ownText)): string | null {
  const { words } = tokens;
  if (words.length === 0) return null;
  const lorem = words.filter((word) => LOREM_WORDS.has(word)).length;
  if (lorem / words.length >= LOREM_SHARE) return 'lorem ipsum';
  if (words.length >= PLACEHOLDER_MAX_WORDS) return null;
  const lower = ownText.toLowerCase();
  for (const phrase of PLACEHOLDER_PHRASES) {
    const found = phrase.exec(lower);
    if (found) return found[0].replace(/:$/, '');
  }
  return null;
}

/** 32-bit FNV-1a, so a site's word runs are held as numbers rather than strings. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** Texts shorter than this many runs are too short to call repetitive. */
const MIN_SHINGLES_FOR_REPETITION = 30;
/** Four words: long enough that ordinary phrasing ("one of the") rarely repeats by chance. */
const REPETITION_RUN = 4;

/**
 * Share (0-1) of the page's four-word runs that occur earlier on the same page: spun text saying the
 * same sentence again with a word changed scores high; prose, even on one topic, stays low.
 */
export function selfRepetition(ownText: string | Tokens): number {
  const all = runHashes(asTokens(ownText), REPETITION_RUN);
  if (all.length < MIN_SHINGLES_FOR_REPETITION) return 0;
  return Math.round((1 - new Set(all).size / all.length) * 100) / 100;
}
