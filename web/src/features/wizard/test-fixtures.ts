import type { DiscoveredPage } from '@signpost/contracts';
import type { AnalysisSummary } from './wizard-state.js';

export const ANALYSIS_ID = '0b6f7c1a-2d3e-4f5a-8b9c-0d1e2f3a4b5c';
export const OTHER_ANALYSIS_ID = '9c8b7a6f-5e4d-4c3b-8a2f-1e0d9c8b7a6f';

export function page(
  path: string,
  qualityScore: number,
  overrides: Partial<DiscoveredPage> = {},
): DiscoveredPage {
  return {
    url: `https://example.com${path}`,
    title: `Page ${path}`,
    description: `About ${path}`,
    category: 'docs',
    qualityScore,
    selected: false,
    lastModified: null,
    scoredBy: 'llm',
    reason: 'In-depth documentation with a clear description',
    ...overrides,
  };
}

export const summary: AnalysisSummary = {
  siteName: 'Example',
  totalPagesFound: 3,
  analysisMethod: 'sitemap',
  processingTimeSeconds: 12.5,
  cachedPages: 0,
};
