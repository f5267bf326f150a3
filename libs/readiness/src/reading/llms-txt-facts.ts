import type { ValidationResponse } from '@signpost/contracts';
import { parseLlmsTxt, validateLlmsTxt, type LlmsTxtLink } from '@signpost/llmstxt';

/** The llms.txt the report found, read once: its format, and its links. */
export interface LlmsTxtFacts {
  /** The validator's verdict on the text alone. */
  format: ValidationResponse;
  /** The first LINKS_KEPT http(s) links, made absolute from the file's address. */
  links: LlmsTxtLink[];
  /** All of its http(s) links, and those to markdown (.md) copies. */
  linkCount: number;
  markdownLinks: number;
}

/**
 * Links handed back to the report: far more than an index lists (a file past 500 links is already
 * too long), far fewer than a hostile file can hold.
 */
const LINKS_KEPT = 5_000;
/** The file is read this far (the fetch's own cap, again here so that no step takes more). */
const MAX_FILE_CHARS = 4 * 1024 * 1024;

export function readLlmsTxt(file: string, fileUrl: string): LlmsTxtFacts {
  const text = file.slice(0, MAX_FILE_CHARS);
  const parsed = parseLlmsTxt(text);
  const links: LlmsTxtLink[] = [];
  let linkCount = 0;
  let markdownLinks = 0;
  for (const link of [...parsed.looseLinks, ...parsed.sections.flatMap((section) => section.links)]) {
    const url = URL.parse(link.url, fileUrl);
    if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) continue;
    linkCount += 1;
    if (/\.md$/i.test(url.pathname)) markdownLinks += 1;
    if (links.length < LINKS_KEPT) links.push({ ...link, url: url.href });
  }
  return { format: validateLlmsTxt(text), links, linkCount, markdownLinks };
}
