import { contentWords } from './words.js';

/** What a page's markdown copy gives an agent. */
export interface MarkdownFacts {
  chars: number;
  unclosedFence: boolean;
  /** Links relative to the copy's own path, which lead nowhere once the copy is read elsewhere. */
  relativeLinks: boolean;
  headings: number;
  /** Headings that say nothing of their section when an agent reads one alone. */
  genericHeadings: number;
  /** The share of its page's long words the copy misses; null without the page's HTML to compare. */
  missing: number | null;
}

/** A copy is read this far (the fetch's own cap, again here so that no step takes more). */
const MAX_MARKDOWN_CHARS = 2 * 1024 * 1024;
const GENERIC_HEADINGS =
  /^(?:overview|introduction|intro|example|examples|usage|details|notes?|more|summary|about|getting started|next steps)$/i;
const FENCE = /^[ \t]{0,3}(?:```|~~~)/gm;
/**
 * `](target)` where the target is neither absolute nor rooted. The target stops at `(` or `]` as well
 * as `)`, so a run of `](` with no `)` is scanned once, not once for each `](` in it.
 */
const RELATIVE_LINK = /\]\((?!https?:|\/|#|mailto:)[^()\]\s]+\)/;
const HEADING = /^#{2,6}[ \t]+(.+)$/gm;

export function readMarkdown(copy: string, pageWords: readonly string[] | null): MarkdownFacts {
  const text = copy.slice(0, MAX_MARKDOWN_CHARS);
  const headings = [...text.matchAll(HEADING)].map((match) => (match[1] ?? '').trim());
  let missing: number | null = null;
  if (pageWords !== null) {
    const words = contentWords(text);
    missing =
      pageWords.length === 0 ? 0 : pageWords.filter((word) => !words.has(word)).length / pageWords.length;
  }
  return {
    chars: text.length,
    unclosedFence: (text.match(FENCE)?.length ?? 0) % 2 === 1,
    relativeLinks: RELATIVE_LINK.test(text),
    headings: headings.length,
    genericHeadings: headings.filter((heading) => GENERIC_HEADINGS.test(heading)).length,
    missing,
  };
}
