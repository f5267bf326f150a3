import { parseLinkHeader, type LinkRelation } from '../link-relations.js';
import { frameworkOf, type Framework } from '../platform.js';
import { walkHtml, type Attributes } from './html-walk.js';
import { contentWords } from './words.js';

/** A page as the report's step receives it: plain strings, read by the caller. */
export interface PageInput {
  url: string;
  /** The body, when the page answered with HTML. */
  html: string | null;
  linkHeader: string | null;
}

/** What the HTML of a page tells an agent that runs no JavaScript. */
export interface HtmlFacts {
  /** The page's text without scripts and the like, white space collapsed. */
  textChars: number;
  /** How much of that text comes before its `<main>` or `<article>`; null when it marks none. */
  beforeMainChars: number | null;
  /** The distinct long words of the text from where its content begins. */
  contentWords: string[];
  /** Next to no text, and scripts or an application root to fill it in. */
  shell: boolean;
  /** A robots or googlebot meta tag says noindex. */
  noindex: boolean;
  canonical: string | null;
  /** A bot challenge's page ("Just a moment…") rather than the page itself. */
  challenge: boolean;
  framework: Framework | null;
}

export interface PageFacts {
  /** The relations of the kinds the report reads, from the `Link` header and `<link>` elements. */
  relations: LinkRelation[];
  html: HtmlFacts | null;
}

/** A page is read this far (the fetch's own cap, again here so that no step takes more). */
const MAX_HTML_CHARS = 2 * 1024 * 1024;
/** Fewer words than this, with scripts to run, is an application shell. */
const SHELL_WORDS = 50;
const SHELL_ROOT_IDS: ReadonlySet<string> = new Set(['root', 'app', '__next', '__nuxt', 'svelte']);
const TITLE_CHARS = 200;

const collapse = (text: string) => text.replace(/\s+/g, ' ');

/** Reads one page: its relations, and what its HTML says (one pass, however the HTML is built). */
export function readPage({ url, html, linkHeader }: PageInput): PageFacts {
  const relations = parseLinkHeader(linkHeader, url);
  if (html === null) return { relations: relations.relations, html: null };
  const input = html.slice(0, MAX_HTML_CHARS);
  const parts: string[] = [];
  // Set by the walk's callbacks, which the compiler's narrowing does not follow.
  const seen = {
    chars: 0,
    mainAt: null as number | null,
    title: '',
    generator: null as string | null,
    scripts: false,
    appRoot: false,
    noindex: false,
    canonical: null as string | null,
  };

  const element = (name: string, attributes: Attributes) => {
    if (name === 'link' && attributes['rel'] !== undefined && attributes['href'] !== undefined) {
      relations.add(attributes['rel'], attributes['href'], attributes['type'] ?? null, url, 'html');
      if (seen.canonical === null && /(?:^|\s)canonical(?:\s|$)/i.test(attributes['rel'])) {
        seen.canonical = URL.parse(attributes['href'], url)?.href ?? null;
      }
    } else if (name === 'meta') {
      const meta = attributes['name']?.toLowerCase();
      if (meta === 'generator') seen.generator ??= attributes['content'] ?? null;
      if ((meta === 'robots' || meta === 'googlebot') && /noindex/i.test(attributes['content'] ?? '')) {
        seen.noindex = true;
      }
    } else if (name === 'script' && attributes['src'] !== undefined) {
      seen.scripts = true;
    } else if (name === 'div' && SHELL_ROOT_IDS.has(attributes['id']?.toLowerCase() ?? '')) {
      seen.appRoot = true;
    }
  };
  walkHtml(input, {
    open(name, attributes, hidden) {
      element(name, attributes);
      const content = name === 'main' || name === 'article' || attributes['role'] === 'main';
      if (content && !hidden && seen.mainAt === null) seen.mainAt = seen.chars;
    },
    text(text, where) {
      if (where.title && seen.title.length < TITLE_CHARS) seen.title += text;
      if (where.hidden) return;
      parts.push(text);
      seen.chars += text.length;
    },
  });

  const raw = parts.join('');
  const all = collapse(raw).trim();
  // Where the marked content begins, when the element marking it holds any text.
  const { mainAt } = seen;
  const contentAt = mainAt !== null && raw.slice(mainAt).trim() !== '' ? mainAt : null;
  const words = all === '' ? 0 : all.split(' ').length;
  return {
    relations: relations.relations,
    html: {
      textChars: all.length,
      beforeMainChars: contentAt === null ? null : collapse(raw.slice(0, contentAt)).trimStart().length,
      contentWords: [...contentWords(contentAt === null ? raw : raw.slice(contentAt))],
      shell: words < SHELL_WORDS && (seen.scripts || seen.appRoot),
      noindex: seen.noindex,
      canonical: seen.canonical,
      challenge: /^\s*Just a moment/i.test(seen.title),
      framework: frameworkOf(seen.generator, input),
    },
  };
}
