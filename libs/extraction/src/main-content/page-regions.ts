import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { readableText } from '../dom-text.js';
import { hasAncestorIn, isAttached, matchesInOneWalk, outermost } from '../page-query.js';

/** Regions a page marks as not its content: navigation, banners, footers and what it hides. */
const MARKED_CHROME = [
  'nav',
  '[role="navigation"]',
  '[role="banner"]',
  '[role="contentinfo"]',
  '[role="search"]',
  '[hidden]',
  '[aria-hidden="true"]',
  'dialog',
].join(', ');
/** Page-level header, footer and sidebars; inside the content they hold titles and bylines. */
const PAGE_CHROME = 'header, footer, aside';
const CONTENT_REGION = 'main, [role="main"], article';
const MAIN_REGION = 'main, [role="main"]';
/**
 * The share of the page's paragraph text a marked region must hold to be trusted as the content.
 * Below it the markup says something else: an empty <main> beside the one in use, <article>s that
 * are the comments or the teasers of other posts while the post itself sits in a <div>.
 */
const MIN_PROSE_SHARE = 0.5;
/**
 * The one <article> that holds the page's title heading is the page, the others around it the
 * teasers of other posts or their comments, when it holds at least this share of the paragraph text.
 */
const MIN_TITLED_SHARE = 0.2;

/** What narrowing works on, taken in one walk of the page before it changes anything. */
const TARGETS = {
  body: 'body',
  markedChrome: MARKED_CHROME,
  pageChrome: PAGE_CHROME,
  contentRegions: CONTENT_REGION,
  mains: MAIN_REGION,
  articles: 'article',
  paragraphs: 'p',
  titles: 'h1',
} as const;

/**
 * Narrows the page (in place) to what its own markup says is content, and drops what it marks as
 * chrome. Readability then chooses within that region, so a sidebar richer in text than a short
 * page never wins. A region is trusted only when it holds most of the page's paragraph text;
 * when none does, Readability chooses over the whole page. The regions tried, most specific first:
 * the page's <main> (or role=main) holding the most paragraph text, then its outermost <article>s.
 */
export function keepMarkedContent($: CheerioAPI): void {
  const root = $.root()[0];
  if (root === undefined) return;
  const targets = matchesInOneWalk(root, TARGETS);
  $(targets.markedChrome).remove();
  const contentRegions = new Set<AnyNode>(targets.contentRegions);
  $(
    targets.pageChrome.filter(
      (element) => isAttached(element, root) && !hasAncestorIn(element, contentRegions),
    ),
  ).remove();
  const stillThere = (elements: readonly Element[]) =>
    elements.filter((element) => isAttached(element, root));
  // Characters of paragraph text (a <p> never holds another), each paragraph read once.
  const paragraphs = stillThere(targets.paragraphs).map((paragraph) => ({
    paragraph,
    chars: readableText($(paragraph)).length,
  }));
  const proseIn = (regions: readonly Element[]) =>
    paragraphs
      .filter(({ paragraph }) => regions.some((region) => isAttached(paragraph, region)))
      .reduce((chars, { chars: more }) => chars + more, 0);
  const body = stillThere(targets.body)[0];
  if (body === undefined) return;
  const pageProse = proseIn([body]);
  const mains = outermost(stillThere(targets.mains))
    .map((main) => ({ main, prose: proseIn([main]) }))
    .sort((a, b) => b.prose - a.prose);
  const articles = outermost(stillThere(targets.articles));
  const titles = stillThere(targets.titles);
  const titled = articles.filter((article) => titles.some((title) => isAttached(title, article)));
  const regions: { elements: Element[]; share: number }[] = [];
  if (mains[0] !== undefined) regions.push({ elements: [mains[0].main], share: MIN_PROSE_SHARE });
  if (articles.length > 1 && titled.length === 1) regions.push({ elements: titled, share: MIN_TITLED_SHARE });
  regions.push({ elements: articles, share: MIN_PROSE_SHARE });
  const trusted = regions.find(
    ({ elements, share }) =>
      elements.length > 0 && (pageProse === 0 || proseIn(elements) >= share * pageProse),
  );
  if (trusted !== undefined) $(body).empty().append(trusted.elements);
}
