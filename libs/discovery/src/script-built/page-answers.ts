import { FetchError, type FetchOptions, type FetchResult, type GuardedFetcher } from '@signpost/fetch';
import type { PageRenderer } from '../crawl-options.js';
import { routeOfUrl, sourceOfRoute } from './hash-routes.js';
import { isMarkdownAnswer, markdownAnswerAsPage, type MarkdownSite } from './markdown-answer.js';

export interface PageAnswerOptions {
  fetcher: GuardedFetcher;
  renderer?: PageRenderer | undefined;
  /** Set when the site builds its pages from markdown files (see readMarkdownSite). */
  markdownSite?: MarkdownSite | null | undefined;
  /** The crawl has had to render a page of the site: its hash routes are pages a browser shows. */
  scriptBuilt?: boolean | undefined;
  signal?: AbortSignal | undefined;
}

/** What the crawl reads for a candidate; `rendered` when a browser built it. */
export interface PageAnswer {
  result: FetchResult;
  rendered: boolean;
}

function htmlAnswer(url: string, html: string): FetchResult {
  const body = Buffer.from(html, 'utf8');
  return {
    requestedUrl: url,
    url,
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    contentType: 'text/html',
    body,
    truncated: false,
    redirects: [],
    text: () => html,
  };
}

/**
 * The answer the crawl reads for one address. A hash route (`/#/guide`) is no address a server
 * answers: on a site built from markdown files it is read from its file (an answer at the file's
 * address, which the crawl then keeps as the page, as after a redirect); on a site whose pages the
 * crawl had to render, a browser shows it; elsewhere it is not read. On a site built from markdown
 * files, a markdown file is read as the page its script builds from it. Anything else is fetched.
 */
export async function answerFor(
  url: string,
  fetchOptions: FetchOptions,
  options: PageAnswerOptions,
): Promise<PageAnswer> {
  const { fetcher, renderer, markdownSite, signal } = options;
  const route = routeOfUrl(url);
  if (route === null || markdownSite) {
    const address = route !== null && markdownSite ? sourceOfRoute(route, markdownSite.base) : url;
    const result = await fetcher.fetch(address, route === null ? fetchOptions : { signal });
    const asPage = markdownSite && isMarkdownAnswer(result);
    return { result: asPage ? markdownAnswerAsPage(result, markdownSite) : result, rendered: false };
  }
  // On a page its server wrote, a hash route is some script's state rather than a page of the site.
  if (renderer === undefined || options.scriptBuilt !== true) {
    throw new FetchError(
      'unsupported_protocol',
      'A hash route is a page only where a browser builds the site',
      url,
    );
  }
  try {
    const rendered = await renderer.render(url, signal);
    return { result: htmlAnswer(rendered.url, rendered.html), rendered: true };
  } catch (error) {
    signal?.throwIfAborted();
    // A page the browser cannot show fails as one the server would not answer.
    const message = error instanceof Error ? error.message : 'The browser could not show the page';
    throw new FetchError('network', message, url, error);
  }
}
