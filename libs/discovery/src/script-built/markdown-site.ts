import { load, type CheerioAPI } from 'cheerio';
import { isFetchError, type FetchResult, type GuardedFetcher } from '@signpost/fetch';
import { isMarkdownPath } from './hash-routes.js';
import {
  isMarkdownAnswer,
  markdownAnswerAsPage,
  sourceLinkOf,
  type MarkdownSite,
} from './markdown-answer.js';
import { markdownToHtml } from './markdown-html.js';

/** What discovery learns from a home page built from markdown files. */
export interface MarkdownSiteReading {
  site: MarkdownSite;
  /** The home page as its script builds it, from its markdown file, at the home page's address. */
  home: FetchResult;
  /** The markdown files the site's sidebar and navbar list, in their order. */
  sources: string[];
}

/**
 * Settings such generators take from the page (`window.$docsify = { name: 'x', basePath: '/docs/' }`):
 * the plain string values only, read from the script that sets them, never run. (A `true` names
 * the default file, which is what is read without the setting.)
 */
function generatorSettings($: CheerioAPI): Map<string, string> {
  const script = $('script:not([src])')
    .toArray()
    .map((element) => $(element).text())
    .find((text) => /\$docsify\b/.test(text));
  const settings = new Map<string, string>();
  for (const key of ['name', 'basePath', 'homepage', 'loadSidebar', 'loadNavbar']) {
    const value = new RegExp(`\\b${key}\\s*:\\s*(['"\`])([^'"\`\\n]{0,200})\\1`).exec(script ?? '')?.[2];
    if (value !== undefined) settings.set(key, value);
  }
  return settings;
}

async function fetchMarkdown(
  url: string,
  fetcher: GuardedFetcher,
  signal?: AbortSignal,
): Promise<FetchResult | null> {
  try {
    const result = await fetcher.fetch(url, { signal });
    return isMarkdownAnswer(result) ? result : null;
  } catch (error) {
    if (isFetchError(error)) return null;
    throw error;
  }
}

/** The markdown files a sidebar or navbar file links to, same site, as the site's script reads its links. */
function listedSources(file: FetchResult | null, site: MarkdownSite): string[] {
  if (file === null) return [];
  const { html } = markdownToHtml(file.text(), (href) => sourceLinkOf(href, site));
  const origin = new URL(site.base).origin;
  return load(
    html,
    null,
    false,
  )('a[href]')
    .toArray()
    .map((anchor) => anchor.attribs['href'] ?? '')
    .filter((href) => {
      const url = URL.canParse(href) ? new URL(href) : null;
      return (
        url !== null && url.origin === origin && isMarkdownPath(url.pathname) && !url.pathname.includes('/_')
      );
    });
}

/**
 * Whether the home page is an empty page its script fills from markdown files, as Docsify and
 * generators of its kind do: the page holds almost nothing, and the file of its root route (the
 * base folder's README.md) answers as markdown. Then the home page is read from that file, and the
 * files the sidebar and navbar list are the site's pages: no browser is needed to find or read them.
 * Null for any other site; `looksLikeShell` is what discovery read of the home page as it arrived.
 */
export async function readMarkdownSite(
  homepage: FetchResult,
  looksLikeShell: boolean,
  fetcher: GuardedFetcher,
  signal?: AbortSignal,
): Promise<MarkdownSiteReading | null> {
  if (!looksLikeShell) return null;
  const $ = load(homepage.text());
  const settings = generatorSettings($);
  const baseSetting = settings.get('basePath');
  const base = new URL(baseSetting === undefined ? '.' : baseSetting.replace(/\/?$/, '/'), homepage.url).href;
  const origin = new URL(homepage.url).origin;
  if (new URL(base).origin !== origin) return null;
  // Files elsewhere (Docsify can read a home page from another host) are not this site's pages.
  const fileOf = (key: string, fallback: string) => {
    const file = new URL(settings.get(key) ?? fallback, base);
    return file.origin === origin ? file.href : new URL(fallback, base).href;
  };
  const home = await fetchMarkdown(fileOf('homepage', 'README.md'), fetcher, signal);
  if (home === null) return null;
  const title = $('title').first().text().trim();
  // Docsify's name may be markup (a logo): its text names the site.
  const name = (settings.get('name') ?? title).replace(/<[^>]*>/g, '').trim();
  const site: MarkdownSite = { base, name: name === '' ? null : name };
  const [sidebar, navbar] = await Promise.all([
    fetchMarkdown(fileOf('loadSidebar', '_sidebar.md'), fetcher, signal),
    fetchMarkdown(fileOf('loadNavbar', '_navbar.md'), fetcher, signal),
  ]);
  const sources = [...new Set([...listedSources(sidebar, site), ...listedSources(navbar, site)])].filter(
    (source) => source !== home.url,
  );
  return { site, home: markdownAnswerAsPage(home, site, homepage.url), sources };
}
