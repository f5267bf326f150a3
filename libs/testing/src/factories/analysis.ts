import { randomUUID } from 'node:crypto';
import type { AnalysisRow, NewAnalysis, Repositories } from '@signpost/db';

/**
 * A new analysis row: a starter analysis of example.com waiting at discovery, under a site key of its
 * own so that no other test's analysis is taken for a recent result of the same site.
 */
export function analysisRow(overrides: Partial<NewAnalysis> = {}): NewAnalysis {
  return {
    id: randomUUID(),
    url: 'https://example.com/',
    site_key: `https://example.com/${randomUUID()}`,
    tier: 'starter',
    requester_email: null,
    status: 'processing',
    stage: 'discovery',
    max_pages: 20,
    ai_pages_limit: 5,
    ...overrides,
  };
}

/** Inserts an analysis built by `analysisRow`. */
export function createAnalysis(
  repos: Pick<Repositories, 'analyses'>,
  overrides: Partial<NewAnalysis> = {},
): Promise<AnalysisRow> {
  return repos.analyses.create(analysisRow(overrides));
}
