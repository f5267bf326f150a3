import type { FetchResult } from '@signpost/fetch';
import type { RobotsGate } from '@signpost/llmstxt';
import { onSite } from './candidates.js';
import type { HostedCopies } from './hosted-copies.js';
import { isMarkdownAlternate, type LinkRelation } from './link-relations.js';
import { isOk, type SiteFetch } from './site-fetch.js';

const MARKDOWN_TYPES = /^text\/(?:markdown|x-markdown|plain)$/;
const MARKDOWN_ACCEPT = 'text/markdown,text/plain;q=0.9,*/*;q=0.1';

export const looksLikeHtml = (text: string) => /^\s*<(?:!doctype|html)/i.test(text.slice(0, 200));

/** Markdown, not an HTML page answered for any address. */
export function isMarkdown(answer: FetchResult | null): answer is FetchResult {
  return isOk(answer) && MARKDOWN_TYPES.test(answer.contentType ?? '') && !looksLikeHtml(answer.text());
}

/** Version 2's places for a page's markdown: `page.md` or `page.html.md`; `index.md` or `index.html.md` for a folder. */
export function markdownCandidates(pageUrl: string): string[] {
  const url = new URL(pageUrl);
  url.hash = '';
  url.search = '';
  const path = url.pathname;
  const at = (next: string) => new URL(next, url.origin).href;
  if (path.endsWith('/')) return [at(`${path}index.md`), at(`${path}index.html.md`)];
  if (/\.html?$/i.test(path)) return [at(`${path}.md`), at(path.replace(/\.html?$/i, '.md'))];
  return [at(`${path}.md`), at(`${path}.html.md`), at(`${path}/index.md`)];
}

export interface MarkdownCopy {
  url: string;
  text: string;
  headers: Record<string, string>;
  /** Served by Signpost for the published site rather than by the site itself. */
  hosted: boolean;
}

export interface MarkdownSearch {
  copy: MarkdownCopy | null;
  /** Places passed over unasked because robots.txt disallows them for Signpost. */
  disallowed: number;
}

/**
 * The page's markdown copy: the one it declares (the first few on its origin, or Signpost's hosted
 * copy), else the copy Signpost hosts that the site's llms.txt links for it, else the first of version
 * 2's places that answers and robots.txt allows.
 */
export async function findMarkdownCopy(
  fetch: SiteFetch,
  robots: RobotsGate,
  hosted: HostedCopies,
  pageUrl: string,
  relations: readonly LinkRelation[],
): Promise<MarkdownSearch> {
  const declared = relations.filter(isMarkdownAlternate).map((relation) => relation.href);
  const copies = [...declared.filter(hosted.isHosted), hosted.copyFor(pageUrl) ?? []].flat().slice(0, 1);
  const candidates = [
    ...new Set([...onSite(declared, new URL(pageUrl).origin), ...copies, ...markdownCandidates(pageUrl)]),
  ];
  // Signpost's own copies are not the site's to disallow.
  const shut = await robots.disallowed(candidates.filter((candidate) => !hosted.isHosted(candidate)));
  let disallowed = 0;
  for (const candidate of candidates) {
    if (shut.has(candidate)) {
      disallowed += 1;
      continue;
    }
    const answer = await fetch.get(candidate, { purpose: 'markdown', accept: MARKDOWN_ACCEPT });
    if (isMarkdown(answer)) {
      return {
        copy: {
          url: answer.url,
          text: answer.text(),
          headers: answer.headers,
          hosted: hosted.isHosted(candidate),
        },
        disallowed,
      };
    }
  }
  return { copy: null, disallowed };
}
