import type { User } from '@signpost/contracts';
import { describe, expect, it } from 'vitest';
import { rerunPath } from '../../dashboard/analysis-list.js';
import { ANALYSIS_ID, run, step, T0, user } from './test-fixtures.js';
import { queryEntryEvents } from './query-entry.js';
import type { WorkflowEvent } from './workflow-events.js';
import type { WorkflowState } from './workflow-state.js';
import { initialWorkflowState } from './workflow-state.js';

/** What WizardProvider does with a dashboard Re-run link: the user first, then the link's events. */
function followRerunLink(restored: WorkflowState, signedIn: User, url: string): WorkflowState {
  const search = new URLSearchParams(rerunPath(url).split('?')[1]);
  const events: WorkflowEvent[] = [{ type: 'auth-resolved' }, ...queryEntryEvents(search, true)];
  return run(events, restored, T0, signedIn);
}

describe("the dashboard's Re-run link", () => {
  // The tab still holds the finished run it showed before the dashboard was opened.
  const reviewing: WorkflowState = {
    ...initialWorkflowState,
    current: 'REVIEW',
    websiteUrl: 'https://old.example',
    analysisId: ANALYSIS_ID,
  };

  it('leaves the restored run and starts a new analysis of the site', () => {
    const solo = user({ tier: 'solo', creditsRemaining: 2 });
    expect(followRerunLink(reviewing, solo, 'https://example.com/')).toMatchObject({
      current: 'ANALYSIS',
      websiteUrl: 'https://example.com/',
      analysisId: null,
      analysisFailure: null,
    });
  });

  it('goes through the tier-limits panel on a starter plan, which then proceeds to a new analysis', () => {
    const starter = user({ tier: 'starter' });
    const afterLink = followRerunLink(reviewing, starter, 'https://example.com/');
    expect(afterLink).toMatchObject({
      current: 'TIER_LIMITS',
      websiteUrl: 'https://example.com/',
      analysisId: null,
    });
    expect(step(afterLink, { type: 'proceed-to-analysis' }, T0 + 10_000, starter)).toMatchObject({
      current: 'ANALYSIS',
      websiteUrl: 'https://example.com/',
      analysisId: null,
    });
  });
});
