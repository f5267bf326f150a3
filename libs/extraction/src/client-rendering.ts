import { load, type CheerioAPI } from 'cheerio';
import { readableText } from './dom-text.js';
import { countWords } from './text-utils.js';

/** Main text of this many words or more is the page itself: never worth a browser. */
const FEW_WORDS = 60;
/**
 * Under this many words in the whole page (menus and footers included) beside a script, the page is
 * an empty frame whatever marks it has. A short page of a docs site still carries its site's menus.
 */
const ALMOST_NO_WORDS = 10;
/** A mount point holding less text than this was left for the browser to fill. */
const EMPTY_MOUNT_CHARS = 100;
/** Rendering must show this many more words than the HTML did to be read instead of it. */
const MIN_WORDS_GAINED = 20;
/** A noscript message longer than this is content, not a plea; and the pattern stays cheap. */
const MAX_NOSCRIPT_CHARS = 1_000;

/** What single-page frameworks mount their application on (React, Vue, Next, Nuxt, Gatsby, Svelte, Angular). */
const MOUNT_POINTS = [
  '#root',
  '#app',
  '#__next',
  '#__nuxt',
  '#___gatsby',
  '#svelte',
  '[data-reactroot]',
  '[data-v-app]',
  'app-root',
  '[ng-version]',
].join(', ');

const ASKS_FOR_JAVASCRIPT =
  /\b(?:enable|turn on|activate|allow)\b.{0,40}\bjavascript\b|\bjavascript\b.{0,40}\b(?:required|disabled|needed|must be enabled|turned off)\b|\b(?:requires?|needs?)\b.{0,20}\bjavascript\b/is;

/** Script elements that carry data rather than code: they build nothing. */
const DATA_SCRIPT_TYPES: ReadonlySet<string> = new Set([
  'application/ld+json',
  'speculationrules',
  'importmap',
]);

/**
 * An application mounts on a block or a custom element; a heading or link that happens to carry the
 * id (a docs page about a `root` option has `<h1 id="root">`) is none.
 */
const isContainer = (tag: string) => ['div', 'main', 'section', 'body'].includes(tag) || tag.includes('-');

export interface ClientRenderingMarks {
  /** Scripts the page runs or hands data to (JSON-LD and other metadata aside). */
  scripts: number;
  /** A framework's mount point that the server left (almost) empty. */
  emptyMountPoint: boolean;
  /** A noscript message asks the reader to turn JavaScript on. */
  asksForJavaScript: boolean;
  /** Words the page shows anywhere without its scripts. */
  pageWords: number;
}

/** The marks of a page built in the browser, read from its markup as it arrived (which is changed). */
export function readClientRenderingMarks($: CheerioAPI): ClientRenderingMarks {
  const scripts = $('script')
    .toArray()
    .filter((script) => !DATA_SCRIPT_TYPES.has(($(script).attr('type') ?? '').trim().toLowerCase())).length;
  const emptyMountPoint = $(MOUNT_POINTS)
    .toArray()
    .some(
      (mount) =>
        isContainer(($(mount).prop('tagName') ?? '').toLowerCase()) &&
        readableText($(mount)).length < EMPTY_MOUNT_CHARS,
    );
  const asksForJavaScript = $('noscript')
    .toArray()
    .some((noscript) => {
      // Inside <head> or <body>, parsers keep noscript content as text: read it as markup again.
      const text = $(noscript)
        .text()
        .replace(/<[^>]*>/g, ' ');
      return text.length <= MAX_NOSCRIPT_CHARS && ASKS_FOR_JAVASCRIPT.test(text);
    });
  $('script, style, noscript, template').remove();
  const pageWords = countWords(readableText($('body')));
  return { scripts, emptyMountPoint, asksForJavaScript, pageWords };
}

/**
 * Whether marks and main text say the page's text is written by its scripts, so that only a browser
 * shows it: next to no main text, some script, and a mark of a client-side application (or no text
 * at all). A page with a fair amount of server-rendered text never qualifies, whatever its scripts.
 */
export function marksClientRendering(marks: ClientRenderingMarks, mainWords: number): boolean {
  if (marks.scripts === 0 || mainWords >= FEW_WORDS) return false;
  return marks.emptyMountPoint || marks.asksForJavaScript || marks.pageWords < ALMOST_NO_WORDS;
}

/**
 * Whether a page whose extraction found `mainWords` words of main text is built by its scripts
 * (marksClientRendering). Its markup is parsed again only when the main text is short enough to
 * qualify: extraction changes the document it reads, and most pages are settled by their word
 * count alone, at no cost.
 */
export function looksClientRendered(html: string, mainWords: number): boolean {
  if (mainWords >= FEW_WORDS) return false;
  return marksClientRendering(readClientRenderingMarks(load(html)), mainWords);
}

/** Whether the rendering showed enough text the HTML lacked to be read in its place. */
export function renderingShowsMore(htmlWords: number, renderedWords: number): boolean {
  return renderedWords - htmlWords >= MIN_WORDS_GAINED;
}
