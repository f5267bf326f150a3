import type { Cheerio, CheerioAPI } from 'cheerio';
import type { DomNode } from './dom-text.js';

/** Everything that is not the page's own content: code, chrome, forms and hidden parts. */
const BOILERPLATE_SELECTOR = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'canvas',
  'nav',
  'header',
  'footer',
  'aside',
  'form',
  '[role="navigation"]',
  '[role="banner"]',
  '[role="contentinfo"]',
  '[hidden]',
  '[aria-hidden="true"]',
].join(', ');

/**
 * Strips boilerplate from the document (in place) and returns the region holding the page's own
 * content: <main> (or role=main) when present, else its <article>s, else the body.
 */
export function isolateMainContent($: CheerioAPI): Cheerio<DomNode> {
  $(BOILERPLATE_SELECTOR).remove();
  const main = $('main, [role="main"]').first();
  if (main.length > 0) return main;
  const articles = $('article');
  if (articles.length > 0) return articles.filter((_, element) => $(element).parents('article').length === 0);
  const body = $('body');
  return body.length > 0 ? body : $.root();
}
