import { createHash } from 'node:crypto';
import type { PageCategory } from '@signpost/contracts';
import type { CheerioAPI } from 'cheerio';
import { guessCategory } from './category.js';
import { readableText } from './dom-text.js';
import { parseHtmlDocument, parseHtmlFragment } from './html-document.js';
import { readLeadParagraph } from './lead-paragraph.js';
import { linkSharesOf } from './link-shares.js';
import { readMainContent } from './main-content/read-main-content.js';
import { pageDescription } from './page-description.js';
import {
  readDeclaredDescription,
  readHeadings,
  readLanguage,
  readLastModified,
  readMarkdownAlternate,
  readTitle,
} from './page-fields.js';
import { capLength, countWords } from './text-utils.js';

const MAX_TEXT_CHARS = 100_000;

export interface ExtractedPage {
  title: string;
  /** The declared description when it describes the page, else `leadParagraph` (see page-description.ts). */
  description: string;
  /** The meta (or Open Graph) description as declared, cleaned; empty when there is none. */
  declaredDescription: string;
  /** The first paragraph of the main content, summarised at a sentence end; empty when there is none. */
  leadParagraph: string;
  /** h1 to h3 text in document order, outside navigation and footers; at most 30. */
  headings: string[];
  /** Words of the main text (before the text cap). */
  wordCount: number;
  category: PageCategory;
  /** Canonical BCP 47 tag such as `en-US`, when the page declares one. */
  language: string | null;
  /** sha256 hex of `text`, to tell whether a page changed between analyses. */
  contentHash: string;
  /** Main text, white space collapsed, at most 100,000 characters. */
  text: string;
  /** Main content as markdown (navigation, footers and boilerplate removed), at most 100,000 characters. */
  markdown: string;
  /** The page's own markdown version (`<link rel="alternate" type="text/markdown">`), absolute. */
  markdownUrl: string | null;
  /** When the page says it last changed (HTTP Last-Modified or article meta), as ISO 8601. */
  lastModified: string | null;
  /** Share of the main content's words that are link text (the markdown keeps no links to count). */
  linkDensity: number;
  /** Share of the main content's lines that are mostly a link: an index or tag page lists one a line. */
  linkListShare: number;
}

export interface PageContext {
  /** The Last-Modified response header, when the page came over HTTP. */
  lastModifiedHeader?: string | undefined;
}

/**
 * The fields Signpost keeps about one HTML page, from its markup or its already parsed document
 * (which is then changed: boilerplate is removed from it). Never throws: malformed markup yields
 * what it can.
 */
export function extractPage(
  html: string | CheerioAPI,
  url: string,
  context: PageContext = {},
): ExtractedPage {
  const $ = typeof html === 'string' ? parseHtmlDocument(html) : html;
  const title = readTitle($);
  const markdownUrl = readMarkdownAlternate($, url);
  const lastModified = readLastModified($, context.lastModifiedHeader);
  const headings = readHeadings($);
  const language = readLanguage($);
  const declaredDescription = readDeclaredDescription($);
  const main = readMainContent($, url);
  // Read as the fragment it is: no document, head and body are built around it.
  const mainElement = parseHtmlFragment(main.html).root();
  const fullText = readableText(mainElement);
  const text = capLength(fullText, MAX_TEXT_CHARS);
  const leadParagraph = readLeadParagraph(mainElement);
  const { linkDensity, linkListShare } = linkSharesOf(mainElement);
  return {
    title,
    description: pageDescription({ declared: declaredDescription, lead: leadParagraph, title, headings }),
    declaredDescription,
    leadParagraph,
    headings,
    wordCount: countWords(fullText),
    category: guessCategory(url, { title, headings }),
    language,
    contentHash: createHash('sha256').update(text).digest('hex'),
    text,
    markdown: capLength(main.markdown, MAX_TEXT_CHARS),
    markdownUrl,
    lastModified,
    linkDensity,
    linkListShare,
  };
}
