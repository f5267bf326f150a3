import { extractPage } from '@signpost/extraction/extract-page';
import { computeSiteSignals, scorePageHeuristically, type PageFeatures } from '@signpost/scoring';
import { blogSite } from './blog-site.js';
import { docsSite } from './docs-site.js';
import { marketingSite } from './marketing-site.js';
import { shopSite } from './shop-site.js';
import type { CorpusSite } from './types.js';

export type { CorpusPage, CorpusSite } from './types.js';

/** Two sites from each of four generators; the seeds fix every word. */
export function corpusSites(): CorpusSite[] {
  return [
    docsSite(101, 'Nimbus'),
    docsSite(202, 'Ferrite'),
    shopSite(303, 'Ridgeline Supply'),
    shopSite(404, 'Copper Kettle'),
    blogSite(505, 'Muddy Boots Garden'),
    blogSite(606, 'The Allotment Year'),
    marketingSite(707, 'Tally Books'),
    marketingSite(808, 'Ledgerly'),
  ];
}

/** Rules are tuned on these generators' sites and measured on the others'. */
export const TUNING_GENERATORS: ReadonlySet<string> = new Set(['docs', 'shop']);

export interface ScoredCorpusPage {
  generator: string;
  url: string;
  kind: string;
  substantive: boolean;
  score: number;
  reason: string;
  features: PageFeatures;
}

/** Each site as the product sees it: every page through the extractor, the site signals, then the rules. */
export function scoreCorpusSite(site: CorpusSite): ScoredCorpusPage[] {
  const extracted = site.pages.map((page) => ({ page, fields: extractPage(page.html, page.url) }));
  const signals = computeSiteSignals(
    extracted.map(({ page, fields }, position) => ({
      url: page.url,
      position,
      content: fields.text,
      markdown: fields.markdown,
    })),
  );
  return extracted.map(({ page, fields }, position) => {
    const features: PageFeatures = {
      url: page.url,
      title: fields.title,
      description: fields.description,
      headings: fields.headings,
      wordCount: fields.wordCount,
      category: fields.category,
      isHomepage: position === 0,
      ...signalsOrThrow(signals.get(page.url)),
    };
    const { qualityScore, reason } = scorePageHeuristically(features);
    return {
      generator: site.generator,
      url: page.url,
      kind: page.kind,
      substantive: page.substantive,
      score: qualityScore,
      reason,
      features,
    };
  });
}

function signalsOrThrow<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('a page without site signals');
  return value;
}
