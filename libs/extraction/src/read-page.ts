import { looksClientRendered, renderingShowsMore } from './client-rendering.js';
import type { ExtractedPage, PageContext } from './extract-page.js';
import type { PageExtractor } from './page-reader/page-extractor.js';

/**
 * How a page that looked built by its scripts was read; null for a page whose HTML was enough.
 * `rendered`: from its rendering; `unchanged`: rendered, but showing no more text than its HTML;
 * `over_budget`: from its HTML, the analysis's renders being spent; `unrendered`: from its HTML, no
 * browser being available or the render having failed.
 */
export type PageRendering = 'rendered' | 'unchanged' | 'over_budget' | 'unrendered';

export type RenderAttempt =
  { kind: 'rendered'; url: string; html: string } | { kind: 'over_budget' } | { kind: 'failed' };

/**
 * Renders one page for extraction, within whatever budget the caller keeps. Problems with the page
 * or the browser are answered as `failed`; only the caller's abort throws.
 */
export type RenderForExtraction = (url: string, signal?: AbortSignal) => Promise<RenderAttempt>;

export interface ReadPage {
  page: ExtractedPage;
  /** The markup the page was read from: its rendering when that was used. */
  html: string;
  rendering: PageRendering | null;
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/**
 * Extracts a page from its HTML, or from its rendering when the HTML looks like a client-rendered
 * application's and the rendering shows the text the HTML lacks. Deciding costs no request, and
 * for a page with a fair amount of main text nothing at all.
 */
export async function readPage(
  extractor: PageExtractor,
  html: string,
  url: string,
  context: PageContext,
  render: RenderForExtraction | undefined,
  signal?: AbortSignal,
): Promise<ReadPage> {
  const page = await extractor.extract(html, url, context);
  if (!looksClientRendered(html, page.wordCount)) return { page, html, rendering: null };
  if (render === undefined) return { page, html, rendering: 'unrendered' };
  const attempt = await render(url, signal);
  if (attempt.kind === 'over_budget') return { page, html, rendering: 'over_budget' };
  // A script that navigated to another site shows that site, not this page.
  if (attempt.kind === 'failed' || !sameOrigin(attempt.url, url)) {
    return { page, html, rendering: 'unrendered' };
  }
  const rendered = await extractor.extract(attempt.html, url, context);
  if (!renderingShowsMore(page.wordCount, rendered.wordCount)) return { page, html, rendering: 'unchanged' };
  return { page: rendered, html: attempt.html, rendering: 'rendered' };
}
