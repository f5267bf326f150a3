import { languageGroupOf, sameLanguage, type SiteLanguage } from '@signpost/contracts';

interface LanguagePage {
  url: string;
  language: string | null;
}

const segmentsOf = (url: URL) => url.pathname.split('/').filter((segment) => segment !== '');

function commonPrefix(lists: readonly string[][]): string[] {
  const [first = [], ...rest] = lists;
  let length = first.length;
  for (const list of rest) {
    let shared = 0;
    while (shared < length && shared < list.length && list[shared] === first[shared]) shared += 1;
    length = shared;
  }
  return first.slice(0, length);
}

/**
 * The folder holding every page of one language: up to the segment that names the language
 * (`/de/`, `/docs/pt-br/`) when there is one, else the pages' common folder, never a page itself.
 */
function folderOf(pages: readonly URL[], tag: string): string[] {
  const paths = pages.map(segmentsOf);
  const common = commonPrefix(paths);
  const named = common.findIndex((segment) => sameLanguage(segment, tag));
  if (named >= 0) return common.slice(0, named + 1);
  const isOnePage = pages.some(
    (page, index) => paths[index]?.length === common.length && !page.pathname.endsWith('/'),
  );
  return isOnePage ? common.slice(0, -1) : common;
}

/**
 * Where the llms.txt of one language belongs. The default language's goes at the site's root; another
 * language's in the folder its pages share (the proposal's version 2 lets a file cover the pages
 * under its path, the most specific applying), unless that folder also holds pages of another
 * language, which its file would then claim.
 */
function placeOf(
  pages: readonly URL[],
  others: readonly URL[],
  tag: string,
  isDefault: boolean,
  siteUrl: URL,
) {
  const origins = new Set(pages.map((page) => page.origin));
  if (isDefault) return `${siteUrl.origin}/llms.txt`;
  const [origin] = origins;
  if (origins.size !== 1 || origin === undefined) return null;
  const folder = folderOf(pages, tag);
  const path = folder.length === 0 ? '/' : `/${folder.join('/')}/`;
  const claimsOthers = others.some((page) => page.origin === origin && page.pathname.startsWith(path));
  return claimsOthers ? null : `${origin}${path}llms.txt`;
}

/**
 * The languages of a site's pages, the default first, each with its page count and the address its
 * own llms.txt belongs at. Empty for a site in one language.
 */
export function presentLanguageFiles(
  pages: readonly LanguagePage[],
  defaultLanguage: string | null,
  siteUrl: string,
): SiteLanguage[] {
  const groups = new Map<string, URL[]>();
  const fallback = languageGroupOf(null, defaultLanguage);
  if (fallback !== null) groups.set(fallback, []);
  for (const page of pages) {
    const tag = languageGroupOf(page.language, defaultLanguage);
    if (tag === null) continue;
    const group = groups.get(tag) ?? [];
    group.push(new URL(page.url));
    groups.set(tag, group);
  }
  if (groups.size < 2) return [];
  const site = new URL(siteUrl);
  return [...groups].map(([tag, urls]) => {
    const others = [...groups].filter(([other]) => other !== tag).flatMap(([, list]) => list);
    return { tag, pages: urls.length, llmsTxtUrl: placeOf(urls, others, tag, tag === fallback, site) };
  });
}
