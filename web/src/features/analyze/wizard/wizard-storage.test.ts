import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../../storage/browser-storage.js';
import { memoryStorage } from '../../../storage/memory-storage.js';
import type { WorkflowEvent } from '../workflow/workflow-events.js';
import type { WorkflowState } from '../workflow/workflow-state.js';
import { initialWorkflowState } from '../workflow/workflow-state.js';
import { clearWizardState, loadWizardState, saveWizardState, WIZARD_STORAGE_KEY } from './wizard-storage.js';
import { toSelectedPages } from '../review/page-filters.js';
import { ANALYSIS_ID, OTHER_ANALYSIS_ID, page, run, step, summary, T0 } from '../workflow/test-fixtures.js';

const PAGES = [page('/a', 9), page('/b', 3)];

function reviewingState(): WorkflowState {
  const events: WorkflowEvent[] = [
    { type: 'auth-resolved' },
    { type: 'email-capture-requested', email: 'bob@example.com', tier: 'starter' },
    { type: 'email-captured', email: 'bob@example.com' },
    { type: 'url-submitted', websiteUrl: 'https://example.com' },
    { type: 'proceed-to-analysis' },
    { type: 'analysis-started', analysisId: ANALYSIS_ID },
    { type: 'analysis-completed', analysisId: ANALYSIS_ID, pages: PAGES, summary },
  ];
  return run(events);
}

/** What a reload keeps: the run, not the breaker's counts. */
function kept(state: WorkflowState) {
  const { eventCounter: _counter, ...rest } = state;
  return rest;
}

describe('wizard storage', () => {
  it('restores a review after a reload', () => {
    const storage = memoryStorage();
    const state = reviewingState();

    saveWizardState(storage, state);

    expect(state.current).toBe('REVIEW');
    expect(kept(loadWizardState(storage))).toEqual(kept(state));
  });

  it('restores a generated file', () => {
    const storage = memoryStorage();
    const state = step(reviewingState(), { type: 'file-generated', fileId: OTHER_ANALYSIS_ID }, T0);

    saveWizardState(storage, state);

    expect(loadWizardState(storage)).toMatchObject({ current: 'GENERATION', llmFileId: OTHER_ANALYSIS_ID });
  });

  it('stores nothing for the URL input and forgets an earlier run', () => {
    const storage = memoryStorage();
    saveWizardState(storage, reviewingState());

    saveWizardState(storage, initialWorkflowState);

    expect(storage.entries.has(WIZARD_STORAGE_KEY)).toBe(false);
  });

  it('falls back to the initial state for missing, corrupt or inconsistent data', () => {
    const storage = memoryStorage();
    expect(loadWizardState(storage)).toBe(initialWorkflowState);

    storage.setItem(WIZARD_STORAGE_KEY, '{not json');
    expect(loadWizardState(storage)).toBe(initialWorkflowState);

    saveWizardState(storage, reviewingState());
    const stored = JSON.parse(storage.getItem(WIZARD_STORAGE_KEY)!);
    storage.setItem(
      WIZARD_STORAGE_KEY,
      JSON.stringify({ ...stored, completedAnalysisId: OTHER_ANALYSIS_ID }),
    );
    expect(loadWizardState(storage)).toBe(initialWorkflowState);

    storage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ ...stored, selectedUrls: [{ url: 'not a url' }] }));
    expect(loadWizardState(storage)).toBe(initialWorkflowState);

    storage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ ...stored, version: 99 }));
    expect(loadWizardState(storage)).toBe(initialWorkflowState);
  });

  it('never sends a restored url that is not among the pages', () => {
    const storage = memoryStorage();
    saveWizardState(storage, reviewingState());
    const stored = JSON.parse(storage.getItem(WIZARD_STORAGE_KEY)!);
    storage.setItem(
      WIZARD_STORAGE_KEY,
      JSON.stringify({ ...stored, selectedUrls: ['https://example.com/a', 'https://evil.test/'] }),
    );

    const restored = new Set(loadWizardState(storage).selectedUrls);
    expect(toSelectedPages(PAGES, restored).map((selected) => selected.url)).toEqual([
      'https://example.com/a',
    ]);
  });

  it('survives a storage that throws', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };

    expect(() => saveWizardState(broken, reviewingState())).not.toThrow();
    expect(() => clearWizardState(broken)).not.toThrow();
    expect(loadWizardState(broken)).toBe(initialWorkflowState);
    expect(loadWizardState(null)).toBe(initialWorkflowState);
  });
});
