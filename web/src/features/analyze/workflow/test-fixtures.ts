import type { DiscoveredPage, User } from '@signpost/contracts';
import type { WorkflowEvent } from './workflow-events.js';
import { transition } from './workflow-machine.js';
import type { AnalysisSummary, WorkflowState } from './workflow-state.js';
import { initialWorkflowState } from './workflow-state.js';

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
  pageLimit: null,
  analysisMethod: 'sitemap',
  processingTimeSeconds: 12.5,
  cachedPages: 0,
  defaultLanguage: null,
  languages: [],
};

/** A signed-in user, a verified starter unless told otherwise. */
export function user(overrides: Partial<User> = {}): User {
  return {
    id: '5f0c6f3e-8a1b-4c2d-9e3f-0a1b2c3d4e5f',
    email: 'ada@example.com',
    username: 'ada',
    tier: 'starter',
    creditsRemaining: null,
    emailVerified: true,
    isDemo: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const T0 = 1_700_000_000_000;

/** Applies one event at `now`, for a visitor unless a signed-in user is given. */
export function step(state: WorkflowState, event: WorkflowEvent, now: number, signedIn: User | null = null) {
  return transition(state, event, { now, user: signedIn });
}

/** Applies events one second apart, far inside every breaker window. */
export function run(
  events: WorkflowEvent[],
  from: WorkflowState = initialWorkflowState,
  start = T0,
  signedIn: User | null = null,
): WorkflowState {
  return events.reduce((state, event, index) => step(state, event, start + index * 1_000, signedIn), from);
}
