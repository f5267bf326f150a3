import { load } from 'cheerio';
import { readableText } from '../dom-text.js';
import type { RealPage } from './page-fields-accuracy.test-support.js';

/** What a main-content reader gives for one page. */
export interface ReadContent {
  text: string;
  markdown: string;
}

export interface Agreement {
  precision: number;
  recall: number;
  f1: number;
}

export interface MainContentAccuracy {
  text: Agreement;
  markdown: Agreement;
  msPerPage: number;
  /** Pages by their markdown F1, worst first. */
  pages: { name: string; markdown: Agreement }[];
}

const SHINGLE_TOKENS = 4;

/** Word tokens (letters, digits and underscores of any script), as `\w+` reads them. */
const tokensOf = (text: string) => text.match(/[\p{L}\p{N}_]+/gu) ?? [];

function shingles(text: string): Map<string, number> {
  const tokens = tokensOf(text);
  const counts = new Map<string, number>();
  if (tokens.length > 0 && tokens.length < SHINGLE_TOKENS) counts.set(tokens.join(' '), 1);
  for (let start = 0; start + SHINGLE_TOKENS <= tokens.length; start += 1) {
    const shingle = tokens.slice(start, start + SHINGLE_TOKENS).join(' ');
    counts.set(shingle, (counts.get(shingle) ?? 0) + 1);
  }
  return counts;
}

const total = (counts: Map<string, number>) => [...counts.values()].reduce((sum, count) => sum + count, 0);

/**
 * The standard main-content score of the shared fixtures' README: 4-token shingles of both texts,
 * precision = shared / predicted and recall = shared / expected (an empty side agrees with an empty
 * side only).
 */
export function shingleAgreement(predicted: string, expected: string): Omit<Agreement, 'f1'> {
  const ours = shingles(predicted);
  const theirs = shingles(expected);
  let shared = 0;
  for (const [shingle, count] of ours) shared += Math.min(count, theirs.get(shingle) ?? 0);
  const predictedCount = total(ours);
  const expectedCount = total(theirs);
  return {
    precision: predictedCount === 0 ? (expectedCount === 0 ? 1 : 0) : shared / predictedCount,
    recall: expectedCount === 0 ? 1 : shared / expectedCount,
  };
}

const f1Of = (precision: number, recall: number) =>
  precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);

function averaged(scores: Omit<Agreement, 'f1'>[]): Agreement {
  const precision = scores.reduce((sum, score) => sum + score.precision, 0) / scores.length;
  const recall = scores.reduce((sum, score) => sum + score.recall, 0) / scores.length;
  return { precision, recall, f1: f1Of(precision, recall) };
}

/** Precision and recall averaged over the pages, F1 of the averages (as the README defines it). */
export function measureMainContent(
  pages: readonly RealPage[],
  read: (html: string, url: string) => ReadContent,
): MainContentAccuracy {
  const textScores: Omit<Agreement, 'f1'>[] = [];
  const markdownScores: Omit<Agreement, 'f1'>[] = [];
  const perPage: MainContentAccuracy['pages'] = [];
  let elapsed = 0;
  for (const page of pages) {
    const expected = readableText(load(page.expectedContent).root());
    const start = performance.now();
    const content = read(page.html, `http://fakehost/test/${page.name}/`);
    elapsed += performance.now() - start;
    textScores.push(shingleAgreement(content.text, expected));
    const markdown = shingleAgreement(content.markdown, expected);
    markdownScores.push(markdown);
    perPage.push({
      name: page.name,
      markdown: { ...markdown, f1: f1Of(markdown.precision, markdown.recall) },
    });
  }
  perPage.sort((a, b) => a.markdown.f1 - b.markdown.f1);
  return {
    text: averaged(textScores),
    markdown: averaged(markdownScores),
    msPerPage: elapsed / Math.max(pages.length, 1),
    pages: perPage,
  };
}
