import type { Cheerio } from 'cheerio';
import { withoutInvisibles } from './clean-text.js';
import { codeOpening } from './code-opening.js';
import type { DomNode } from './dom-text.js';
import { collapseWhitespace, countWords, truncateAtWord } from './text-utils.js';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Shorter than this, a run of text is a label, a button or a date, not a paragraph... */
export const MIN_PARAGRAPH_CHARS = 40;
/** ...unless it is a sentence of a few words and the page has no longer one ("Overrides Vite mode."). */
const MIN_SENTENCE_CHARS = 15;
const MIN_SENTENCE_WORDS = 3;
/** A summary aims at this many characters... */
const SUMMARY_MAX_CHARS = 200;
/** ...and is cut at a sentence end no earlier than this. */
const SUMMARY_MIN_CHARS = 80;
/** Without a sentence end of its own, a run this long still reads as prose. */
const LONG_PROSE_CHARS = 120;

/** Elements whose edges end one paragraph of text and start the next. */
const BREAKING = new Set([
  ...['address', 'article', 'aside', 'blockquote', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset'],
  ...['figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li'],
  ...['main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th'],
  ...['thead', 'tr', 'ul', 'caption', 'button', 'select', 'textarea', 'label'],
]);

/** Elements whose text is not the page's running prose: headings, lists, tables, code, captions, controls. */
const NOT_PROSE = new Set([
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'dt', 'dd', 'td', 'th', 'caption', 'figcaption'],
  ...['blockquote', 'pre', 'button', 'select', 'textarea', 'label', 'summary', 'script', 'style'],
  ...['noscript', 'template', 'svg', 'nav', 'aside', 'header', 'footer', 'form'],
]);

/**
 * The same, with definitions read as prose: an API reference page (Sphinx autodoc, Javadoc, a
 * definition list of options) says what each entry is in the description of its definition.
 */
const NOT_PROSE_BESIDE_DEFINITIONS = new Set([...NOT_PROSE].filter((name) => name !== 'dd'));

/** Notes set apart from the text (warnings, tips, version notices), by class or role. */
const SIDE_NOTE_CLASS = /\b(?:admonition|custom-block|callout|alert|note|tip|warning|caution|notice)\b/i;
const SIDE_NOTE_ROLES = new Set(['note', 'alert', 'status', 'tooltip']);

type Element = DomNode & { name: string; attribs: Record<string, string> };

function isElement(node: DomNode): node is Element {
  return node.nodeType === ELEMENT_NODE;
}

const isLink = (element: Element) => element.name === 'a' && element.attribs['href'] !== undefined;

function isSideNote(element: Element): boolean {
  const { class: className = '', role = '' } = element.attribs;
  return SIDE_NOTE_CLASS.test(className) || SIDE_NOTE_ROLES.has(role.toLowerCase());
}

/**
 * A sentence's end: a full stop, question or exclamation mark (closing quotes and brackets
 * included) before white space; the ideographic ones need none after them.
 */
const SENTENCE_END = /[.!?…]["'”’»)\]]*(?=\s|$)|[。！？]["'”’»)\]」』]*/gu;
const HOLDS_SENTENCE_END = new RegExp(SENTENCE_END.source, 'u');
const SENTENCE_AT_END = /[.!?…。！？]["'”’»)\]」』]*$/u;

/** Ends as a sentence does (closing quotes and brackets allowed), or is long and holds one. */
export function readsAsProse(text: string): boolean {
  if (SENTENCE_AT_END.test(text)) return true;
  return text.length >= LONG_PROSE_CHARS && HOLDS_SENTENCE_END.test(text);
}

/** Words before a full stop that does not end a sentence. */
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|cf|approx|incl|dr|mr|mrs|ms|st|[\p{L}])$/iu;

/**
 * Shortens a paragraph to a summary of about 80 to 200 characters, at the last sentence end that
 * fits; a first sentence longer than that is cut at a word, with an ellipsis. A paragraph that
 * does not end as a sentence (one introducing a list: "…as follows:") ends at its last sentence.
 */
export function summarise(text: string): string {
  const endsAsSentence = SENTENCE_AT_END.test(text);
  if (text.length <= SUMMARY_MAX_CHARS && endsAsSentence) return text;
  let cut = -1;
  for (const match of text.slice(0, SUMMARY_MAX_CHARS + 1).matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    const before = text.slice(0, match.index);
    if (end > SUMMARY_MAX_CHARS || (match[0].startsWith('.') && ABBREVIATION.test(before))) continue;
    cut = end;
  }
  if (cut >= SUMMARY_MIN_CHARS || (cut > 0 && !endsAsSentence)) return text.slice(0, cut);
  return truncateAtWord(text, SUMMARY_MAX_CHARS);
}

/**
 * The first paragraph of the page's own prose in `scope`, as a summary: the first run of text
 * between block boundaries (a <p>, or a <div> holding text directly) that is long enough and reads
 * as a sentence, outside headings, lists, tables, code, captions and side notes. Without one, the
 * first short sentence of a few words, else the first long run that is no sentence (a byline, a
 * date line). Side notes are read only when nothing else is there: a class that looks like one may
 * wrap the whole text, and then definitions' descriptions (a reference page's entries); a page with
 * no prose at all is described by the comment its first code listing opens with. One pass over the
 * nodes (three at most), however deep the markup.
 */
export function readLeadParagraph(scope: Cheerio<DomNode>): string {
  return summarise(
    firstParagraph(scope, true, NOT_PROSE) ||
      firstParagraph(scope, false, NOT_PROSE) ||
      firstParagraph(scope, true, NOT_PROSE_BESIDE_DEFINITIONS) ||
      listingOpening(scope),
  );
}

/** The opening comment of the first code listing in `scope`, when it reads as a paragraph. */
function listingOpening(scope: Cheerio<DomNode>): string {
  const listing = scope.find('pre').first();
  const opening = listing.length === 0 ? '' : codeOpening(listing.text());
  return opening.length >= MIN_PARAGRAPH_CHARS && readsAsProse(opening) ? opening : '';
}

function firstParagraph(
  scope: Cheerio<DomNode>,
  skipSideNotes: boolean,
  notProse: ReadonlySet<string>,
): string {
  const isSetApart = (element: Element) =>
    notProse.has(element.name) || (skipSideNotes && isSideNote(element));
  let run: string[] = [];
  // A run all of whose words are a link's is a banner, a card or a teaser of another page.
  let runHasOwnWords = false;
  let shortSentence = '';
  let longText = '';
  let setApartDepth = 0;
  let linkDepth = 0;
  const flush = (): string | null => {
    const text = runHasOwnWords ? collapseWhitespace(withoutInvisibles(run.join(''))) : '';
    run = [];
    runHasOwnWords = false;
    const prose = readsAsProse(text);
    if (text.length >= MIN_PARAGRAPH_CHARS && prose) return text;
    if (text.length >= MIN_PARAGRAPH_CHARS && longText === '') longText = text;
    const sentence = prose && text.length >= MIN_SENTENCE_CHARS && countWords(text) >= MIN_SENTENCE_WORDS;
    if (sentence && shortSentence === '') shortSentence = text;
    return null;
  };
  type Step = DomNode | { leave: Element };
  const pending: Step[] = scope.toArray().reverse();
  while (pending.length > 0) {
    const step = pending.pop();
    if (step === undefined) break;
    if ('leave' in step) {
      if (isSetApart(step.leave)) setApartDepth -= 1;
      if (isLink(step.leave)) linkDepth -= 1;
      const found = BREAKING.has(step.leave.name) ? flush() : null;
      if (found !== null) return found;
      continue;
    }
    if (step.nodeType === TEXT_NODE) {
      if (setApartDepth > 0) continue;
      run.push(step.data);
      if (linkDepth === 0 && !runHasOwnWords) runHasOwnWords = /[\p{L}\p{N}]/u.test(step.data);
      continue;
    }
    if (isElement(step)) {
      if (step.name === 'br' || step.name === 'img') run.push(' ');
      const found = BREAKING.has(step.name) ? flush() : null;
      if (found !== null) return found;
      if (isSetApart(step)) setApartDepth += 1;
      if (isLink(step)) linkDepth += 1;
      pending.push({ leave: step });
    }
    // Elements, and the document itself when the scope is the whole page.
    const children = 'children' in step ? step.children : [];
    for (let index = children.length - 1; index >= 0; index -= 1) {
      const child = children[index];
      if (child !== undefined) pending.push(child);
    }
  }
  return flush() ?? (shortSentence || longText);
}
