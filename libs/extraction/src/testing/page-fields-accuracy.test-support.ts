import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { displayTitle } from '@signpost/contracts';
import { READABILITY_PAGES } from '@signpost/testing/fixtures';
import type { CheerioAPI } from 'cheerio';
import { extractPage } from '../extract-page.js';
import { parseHtmlDocument } from '../html-document.js';
import { extractSiteIdentity } from '../site-identity.js';

/** What the reference (Mozilla Readability's test suite) expects of one real page. */
interface ExpectedMetadata {
  title?: string | null;
  excerpt?: string | null;
  siteName?: string | null;
  lang?: string | null;
}

export interface RealPage {
  name: string;
  html: string;
  expected: ExpectedMetadata;
  /** The main content the reference extracts (`expected.html`). */
  expectedContent: string;
}

/** The 130 real pages with their expected metadata, in name order. */
export function readabilityPages(): RealPage[] {
  return readdirSync(READABILITY_PAGES)
    .sort()
    .map((name) => ({
      name,
      html: readFileSync(join(READABILITY_PAGES, name, 'source.html'), 'utf8'),
      expected: JSON.parse(
        readFileSync(join(READABILITY_PAGES, name, 'expected-metadata.json'), 'utf8'),
      ) as ExpectedMetadata,
      expectedContent: readFileSync(join(READABILITY_PAGES, name, 'expected.html'), 'utf8'),
    }));
}

/** Case, accents' composition, punctuation and white space set aside. */
export function comparable(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const sameText = (actual: string, expected: string) => comparable(actual) === comparable(expected);

/** Text shorter than this, once made comparable, must match exactly rather than by containment. */
const MIN_CONTAINED_CHARS = 20;

/**
 * A description is right when it says what the reference's excerpt says: the same text, or one
 * contains the other (a summary cut from the excerpt's paragraph, or an excerpt cut from ours).
 */
function sameDescription(actual: string, expected: string): boolean {
  const ours = comparable(actual);
  const theirs = comparable(expected);
  if (ours === '' || theirs === '') return ours === theirs;
  if (ours === theirs) return true;
  if (Math.min(ours.length, theirs.length) < MIN_CONTAINED_CHARS) return false;
  return theirs.includes(ours) || ours.includes(theirs);
}

/** Language tags compared case-insensitively, `_` read as `-`. */
const sameLanguage = (actual: string | null, expected: string) =>
  (actual ?? '').toLowerCase() === expected.trim().toLowerCase().replace(/_/g, '-');

export type Field = 'title' | 'description' | 'siteName' | 'language';

export interface Miss {
  page: string;
  field: Field;
  expected: string;
  actual: string;
}

export interface FieldAccuracy {
  right: number;
  /** Pages where the reference expects a value for the field. */
  total: number;
  share: number;
}

export interface PageFieldsAccuracy {
  fields: Record<Field, FieldAccuracy>;
  misses: Miss[];
}

/** Where a page without a declared address is read from: a host that names no brand. */
const NEUTRAL_URL = 'https://pages.example/article';

/**
 * The address the page declares for itself (canonical link, else og:url), as a crawl would have
 * fetched it from; the neutral address when it declares none that is absolute http(s).
 */
function declaredUrl($: CheerioAPI): string {
  const declared = [
    $('link[rel~="canonical" i]').attr('href'),
    $('meta[property="og:url" i]').attr('content'),
  ];
  for (const candidate of declared) {
    try {
      const url = new URL(candidate ?? '');
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // Not an absolute address: try the next.
    }
  }
  return NEUTRAL_URL;
}

/**
 * How often Signpost reads each field as the reference does: the title as an llms.txt entry shows
 * it (without the site's name), the description, the site's name and the language. A field counts
 * only on the pages where the reference expects a value.
 */
export function measurePageFields(pages: readonly RealPage[]): PageFieldsAccuracy {
  const tallies: Record<Field, { right: number; total: number }> = {
    title: { right: 0, total: 0 },
    description: { right: 0, total: 0 },
    siteName: { right: 0, total: 0 },
    language: { right: 0, total: 0 },
  };
  const misses: Miss[] = [];
  const count = (page: string, field: Field, expected: string, actual: string, right: boolean) => {
    tallies[field].total += 1;
    if (right) tallies[field].right += 1;
    else misses.push({ page, field, expected, actual });
  };
  for (const { name, html, expected } of pages) {
    const $ = parseHtmlDocument(html);
    const url = declaredUrl($);
    const page = extractPage($, url);
    const identity = extractSiteIdentity(html, url, page);
    const title = displayTitle(page.title, identity.siteName);
    if (expected.title) count(name, 'title', expected.title, title, sameText(title, expected.title));
    if (expected.excerpt) {
      const right = sameDescription(page.description, expected.excerpt);
      count(name, 'description', expected.excerpt, page.description, right);
    }
    if (expected.siteName) {
      const right = sameText(identity.siteName, expected.siteName);
      count(name, 'siteName', expected.siteName, identity.siteName, right);
    }
    if (expected.lang) {
      const right = sameLanguage(page.language, expected.lang);
      count(name, 'language', expected.lang, page.language ?? '', right);
    }
  }
  const share = ({ right, total }: { right: number; total: number }) => ({
    right,
    total,
    share: total === 0 ? 0 : right / total,
  });
  return {
    fields: {
      title: share(tallies.title),
      description: share(tallies.description),
      siteName: share(tallies.siteName),
      language: share(tallies.language),
    },
    misses,
  };
}
