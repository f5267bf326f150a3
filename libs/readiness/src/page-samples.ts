import type { FetchResult } from '@signpost/fetch';
import { linkRelationsOf, type LinkRelation } from './link-relations.js';
import { findMarkdownCopy, type MarkdownCopy } from './markdown-copies.js';
import { pageOfMarkdown } from './page-keys.js';
import { isOk, type SiteFetch } from './site-fetch.js';

/** A page the report looks at closely, read once as a browser without JavaScript would get it. */
export interface PageSample {
  url: string;
  answer: FetchResult | null;
  html: string | null;
  relations: LinkRelation[];
  /** Listed in the site's llms.txt (rather than taken from the sitemap). */
  listed: boolean;
  /** Its markdown copy, when it has one. */
  markdown: MarkdownCopy | null;
}

export const SAMPLE_SIZE = 5;
const NOT_PAGES = /\.(?:txt|xml|json|pdf|png|jpe?g|gif|svg|zip)$/i;

/** Up to SAMPLE_SIZE pages of the site: the llms.txt's own links first, else the sitemap's, else the page checked. */
export function pickSamples(
  origin: string,
  listed: readonly string[],
  sitemap: readonly string[],
  checked: string,
) {
  const onSite = (url: string) => URL.parse(url)?.origin === origin && !NOT_PAGES.test(new URL(url).pathname);
  // A link to a page's markdown copy stands for the page itself.
  const fromFile = [...new Set(listed.map(pageOfMarkdown).filter(onSite))].slice(0, SAMPLE_SIZE);
  if (fromFile.length > 0) return fromFile.map((url) => ({ url, listed: true }));
  const fromSitemap = [...new Set(sitemap.filter(onSite))].slice(0, SAMPLE_SIZE);
  return (fromSitemap.length > 0 ? fromSitemap : [checked]).map((url) => ({ url, listed: false }));
}

export async function readSamples(
  fetch: SiteFetch,
  picked: { url: string; listed: boolean }[],
): Promise<PageSample[]> {
  return Promise.all(
    picked.map(async ({ url, listed }) => {
      const answer = await fetch.get(url);
      const html = isOk(answer) && answer.contentType === 'text/html' ? answer.text() : null;
      const relations = answer ? linkRelationsOf(html, answer.headers, answer.url) : [];
      const markdown = isOk(answer) ? await findMarkdownCopy(fetch, url, relations) : null;
      return { url, answer, html, relations, listed, markdown };
    }),
  );
}
