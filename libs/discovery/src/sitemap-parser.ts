import { SaxesParser, type SaxesTagPlain } from 'saxes';

/** The sitemaps protocol allows 50,000 entries per file; anything beyond is ignored. */
export const MAX_ENTRIES_PER_SITEMAP = 50_000;
/** A loc longer than this is not an address anyone links to. */
const MAX_LOC_CHARS = 4_096;
/** A document this broken is not worth reading further. */
const MAX_XML_ERRORS = 100;

export interface SitemapEntry {
  loc: string;
  lastModified: string | null;
}

export type SitemapKind = 'urlset' | 'index' | 'feed' | 'text' | 'not-a-sitemap';

export interface ParsedSitemap {
  kind: SitemapKind;
  /** Pages (urlset, feed, text) or child sitemaps (index), in document order. */
  entries: SitemapEntry[];
  /** hreflang alternates of urlset entries (`xhtml:link rel="alternate"`). */
  alternates: string[];
}

const ROOT_KINDS: Record<string, SitemapKind> = {
  urlset: 'urlset',
  sitemapindex: 'index',
  rss: 'feed',
  feed: 'feed',
  'rdf:rdf': 'feed',
};
/** The element holding one entry, and the child elements holding its address and date. */
const ENTRY_ELEMENTS: ReadonlySet<string> = new Set(['url', 'sitemap', 'item', 'entry']);
const DATE_ELEMENTS: ReadonlySet<string> = new Set(['lastmod', 'pubdate', 'updated', 'published']);

/** W3C datetime (or anything Date can read) as an ISO timestamp; null when absent or unreadable. */
function isoDate(raw: string): string | null {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  const time = Date.parse(trimmed);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

/**
 * Reads a sitemap, sitemap index, RSS or Atom feed, or plain-text sitemap incrementally, chunk by
 * chunk, so a large file never has to be held whole. saxes does not expand entities a document
 * declares (an entity bomb stays a literal `&lol;`), and reading stops at the entry cap.
 */
export class StreamingSitemapParser {
  #kind: SitemapKind | null = null;
  readonly #entries: SitemapEntry[] = [];
  readonly #alternates: string[] = [];
  readonly #xml = new SaxesParser({ xmlns: false, position: false });
  readonly #path: string[] = [];
  #loc = '';
  #date = '';
  #text = '';
  #errors = 0;
  #textRemainder = '';
  #done = false;
  readonly #maxEntries: number;

  /** `maxEntries` lowers the protocol's cap, for a reader that needs only so many addresses. */
  constructor(maxEntries = MAX_ENTRIES_PER_SITEMAP) {
    this.#maxEntries = Math.min(maxEntries, MAX_ENTRIES_PER_SITEMAP);
    this.#xml.on('error', () => {
      this.#errors += 1;
      if (this.#errors >= MAX_XML_ERRORS) this.#done = true;
    });
    this.#xml.on('opentag', (tag) => this.#open(tag));
    this.#xml.on('closetag', (tag) => this.#close(tag));
    this.#xml.on('text', (text) => this.#appendText(text));
    this.#xml.on('cdata', (text) => this.#appendText(text));
  }

  /** False once the document is known not to be a sitemap, or the entry cap is reached. */
  get wantsMore(): boolean {
    return !this.#done;
  }

  write(chunk: string): void {
    if (this.#done || chunk === '') return;
    if (this.#kind === null) {
      const start = chunk.replace(/^\uFEFF/, '').trimStart();
      if (start === '') return;
      this.#kind = start.startsWith('<') ? 'not-a-sitemap' : 'text';
    }
    if (this.#kind === 'text') this.#writeText(chunk);
    else this.#xml.write(chunk);
  }

  finish(): ParsedSitemap {
    if (this.#kind === 'text') this.#writeText('\n');
    else if (this.#kind !== null && !this.#done) this.#xml.close();
    const kind = this.#kind ?? 'not-a-sitemap';
    return kind === 'not-a-sitemap'
      ? { kind, entries: [], alternates: [] }
      : { kind, entries: this.#entries, alternates: this.#alternates };
  }

  #room(): boolean {
    const full = this.#entries.length + this.#alternates.length >= this.#maxEntries;
    if (full) this.#done = true;
    return !full;
  }

  #writeText(chunk: string): void {
    const lines = (this.#textRemainder + chunk).split(/\r?\n/);
    this.#textRemainder = (lines.pop() ?? '').slice(0, MAX_LOC_CHARS);
    for (const line of lines) {
      const url = line.trim();
      if (/^https?:\/\//i.test(url) && url.length <= MAX_LOC_CHARS && this.#room()) {
        this.#entries.push({ loc: url, lastModified: null });
      }
    }
  }

  #open(tag: SaxesTagPlain): void {
    const name = localName(tag.name);
    if (this.#path.length === 0) {
      this.#kind = ROOT_KINDS[tag.name.toLowerCase()] ?? ROOT_KINDS[name] ?? 'not-a-sitemap';
      if (this.#kind === 'not-a-sitemap') this.#done = true;
    }
    const parent = this.#path.at(-1);
    this.#path.push(name);
    this.#text = '';
    if (parent === undefined || !ENTRY_ELEMENTS.has(parent) || name !== 'link') return;
    const href = tag.attributes['href'];
    const rel = tag.attributes['rel'] ?? 'alternate';
    if (href === undefined || rel !== 'alternate') return;
    if (tag.attributes['hreflang'] !== undefined && parent === 'url') {
      if (this.#room()) this.#alternates.push(href.trim());
    } else if (parent === 'entry') {
      this.#loc = href;
    }
  }

  #appendText(text: string): void {
    if (this.#text.length < MAX_LOC_CHARS) this.#text += text;
  }

  #close(tag: SaxesTagPlain): void {
    const name = localName(tag.name);
    this.#path.pop();
    const parent = this.#path.at(-1);
    if (parent !== undefined && ENTRY_ELEMENTS.has(parent)) {
      if (name === 'loc' || (name === 'link' && parent === 'item')) this.#loc = this.#text.trim();
      else if (DATE_ELEMENTS.has(name) && this.#date === '') this.#date = this.#text;
    } else if (ENTRY_ELEMENTS.has(name)) {
      if (this.#loc !== '' && this.#loc.length <= MAX_LOC_CHARS && this.#room()) {
        this.#entries.push({ loc: this.#loc, lastModified: isoDate(this.#date) });
      }
      this.#loc = '';
      this.#date = '';
    }
    this.#text = '';
  }
}

/** Parses a whole document at once (small files and tests). */
export function parseSitemap(text: string): ParsedSitemap {
  const parser = new StreamingSitemapParser();
  parser.write(text);
  return parser.finish();
}
