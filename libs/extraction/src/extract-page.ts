import { createHash } from 'node:crypto';
import type { PageCategory } from '@signpost/contracts';
import { load } from 'cheerio';
import { guessCategory } from './category.js';
import { readableText } from './dom-text.js';
import { isolateMainContent } from './main-content.js';
import {
  firstMeaningfulParagraph,
  readDeclaredDescription,
  readHeadings,
  readLanguage,
  readTitle,
} from './page-fields.js';
import { capLength, countWords } from './text-utils.js';

const MAX_TEXT_CHARS = 100_000;

export interface ExtractedPage {
  title: string;
  description: string;
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
}

/** The fields Signpost keeps about one HTML page. Never throws: malformed markup yields what it can. */
export function extractPage(html: string, url: string): ExtractedPage {
  const $ = load(html);
  const title = readTitle($);
  const headings = readHeadings($);
  const language = readLanguage($);
  const declaredDescription = readDeclaredDescription($);
  const main = isolateMainContent($);
  const fullText = readableText(main);
  const text = capLength(fullText, MAX_TEXT_CHARS);
  return {
    title,
    description: declaredDescription || firstMeaningfulParagraph($, main),
    headings,
    wordCount: countWords(fullText),
    category: guessCategory(url, { title, headings }),
    language,
    contentHash: createHash('sha256').update(text).digest('hex'),
    text,
  };
}
