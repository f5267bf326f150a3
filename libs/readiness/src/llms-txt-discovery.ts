import type { FetchResult } from '@signpost/fetch';
import { onSite } from './candidates.js';
import type { LinkRelation } from './link-relations.js';
import { isOk, type SiteFetch } from './site-fetch.js';

/** How the file was found: the v2 ways (`describedby`, a folder's own file, the root), or an older one. */
export type LlmsTxtVia = 'describedby' | 'folder' | 'root' | 'legacy-link' | 'legacy-header' | 'well-known';

export interface FoundLlmsTxt {
  url: string;
  via: LlmsTxtVia;
  text: string;
  answer: FetchResult;
}

const LLMS_TXT_BYTES = 4 * 1024 * 1024;
/** Folders walked up from the page checked before the root; deeper ones rarely hold a file. */
const MAX_FOLDERS = 4;
const TEXT_ACCEPT = 'text/plain,text/markdown;q=0.9,*/*;q=0.5';

/** Text, not an HTML page a single-page app answers every path with. */
function isTextFile(answer: FetchResult | null): answer is FetchResult {
  return (
    isOk(answer) &&
    answer.contentType !== 'text/html' &&
    !/^\s*<(?:!doctype|html)/i.test(answer.text().slice(0, 200))
  );
}

/** `/a/b/page` → `/a/b/llms.txt`, `/a/llms.txt` (nearest first), the root excluded. */
function folderFiles(url: URL): string[] {
  const folders = url.pathname.split('/').slice(1, -1);
  const files: string[] = [];
  for (let depth = Math.min(folders.length, MAX_FOLDERS); depth > 0; depth -= 1) {
    files.push(`${url.origin}/${folders.slice(0, depth).join('/')}/llms.txt`);
  }
  return files;
}

/**
 * The llms.txt that covers the page checked, as version 2 of the proposal finds it: the page's
 * `describedby` relation, else the most specific file of the folders above it, else the root's.
 * The older forms (`rel="llms-txt"`, `X-Llms-Txt`, `/.well-known/llms.txt`) are tried last. A file
 * covers the site it is on, so only the first few declared addresses on the page's origin are tried.
 */
export async function findLlmsTxt(
  fetch: SiteFetch,
  pageUrl: string,
  relations: readonly LinkRelation[],
  headers: Record<string, string>,
): Promise<FoundLlmsTxt | null> {
  const page = new URL(pageUrl);
  const declared = (rel: string, via: LlmsTxtVia) =>
    onSite(
      relations.filter((relation) => relation.rel === rel).map((relation) => relation.href),
      page.origin,
    ).map((url) => ({ url, via }));
  const header = headers['x-llms-txt'];
  const headerFile = header === undefined ? undefined : URL.parse(header, page.href)?.href;
  const candidates: { url: string; via: LlmsTxtVia }[] = [
    ...declared('describedby', 'describedby'),
    ...folderFiles(page).map((url) => ({ url, via: 'folder' as const })),
    { url: `${page.origin}/llms.txt`, via: 'root' },
    ...declared('llms-txt', 'legacy-link'),
    ...onSite(headerFile === undefined ? [] : [headerFile], page.origin).map((url) => ({
      url,
      via: 'legacy-header' as const,
    })),
    { url: `${page.origin}/.well-known/llms.txt`, via: 'well-known' },
  ];
  const tried = new Set<string>();
  for (const candidate of candidates) {
    if (tried.has(candidate.url)) continue;
    tried.add(candidate.url);
    const answer = await fetch.get(candidate.url, {
      purpose: 'llms-txt',
      accept: TEXT_ACCEPT,
      maxBytes: LLMS_TXT_BYTES,
    });
    if (isTextFile(answer)) return { ...candidate, text: answer.text(), answer };
  }
  return null;
}
