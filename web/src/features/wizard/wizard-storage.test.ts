import { describe, expect, it } from 'vitest';
import type { WizardAction } from './wizard-reducer.js';
import { wizardReducer } from './wizard-reducer.js';
import type { WizardState } from './wizard-state.js';
import { initialWizardState } from './wizard-state.js';
import type { KeyValueStorage } from './wizard-storage.js';
import { clearWizardState, loadWizardState, saveWizardState, WIZARD_STORAGE_KEY } from './wizard-storage.js';
import { ANALYSIS_ID, OTHER_ANALYSIS_ID, page, summary } from './test-fixtures.js';

function memoryStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function reviewingState(): WizardState {
  const actions: WizardAction[] = [
    { type: 'analysis-started', analysisId: ANALYSIS_ID, websiteUrl: 'https://example.com' },
    { type: 'analysis-completed', analysisId: ANALYSIS_ID, pages: [page('/a', 9), page('/b', 3)], summary },
  ];
  return actions.reduce(wizardReducer, initialWizardState);
}

describe('wizard storage', () => {
  it('restores a review after a reload', () => {
    const storage = memoryStorage();
    const state = reviewingState();

    saveWizardState(storage, state);

    expect(loadWizardState(storage)).toEqual(state);
  });

  it('restores a generated file', () => {
    const storage = memoryStorage();
    const state = wizardReducer(reviewingState(), { type: 'file-generated', fileId: OTHER_ANALYSIS_ID });

    saveWizardState(storage, state);

    expect(loadWizardState(storage)).toMatchObject({ step: 'generation', llmFileId: OTHER_ANALYSIS_ID });
  });

  it('stores nothing for the URL input and forgets an earlier run', () => {
    const storage = memoryStorage();
    saveWizardState(storage, reviewingState());

    saveWizardState(storage, initialWizardState);

    expect(storage.values.has(WIZARD_STORAGE_KEY)).toBe(false);
  });

  it('falls back to the initial state for missing, corrupt or inconsistent data', () => {
    const storage = memoryStorage();
    expect(loadWizardState(storage)).toBe(initialWizardState);

    storage.setItem(WIZARD_STORAGE_KEY, '{not json');
    expect(loadWizardState(storage)).toBe(initialWizardState);

    saveWizardState(storage, reviewingState());
    const stored = JSON.parse(storage.getItem(WIZARD_STORAGE_KEY)!);
    storage.setItem(
      WIZARD_STORAGE_KEY,
      JSON.stringify({ ...stored, completedAnalysisId: OTHER_ANALYSIS_ID }),
    );
    expect(loadWizardState(storage)).toBe(initialWizardState);

    storage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ ...stored, pages: [{ url: 'not a url' }] }));
    expect(loadWizardState(storage)).toBe(initialWizardState);

    storage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ ...stored, version: 99 }));
    expect(loadWizardState(storage)).toBe(initialWizardState);
  });

  it('drops selected urls that are not among the pages', () => {
    const storage = memoryStorage();
    saveWizardState(storage, reviewingState());
    const stored = JSON.parse(storage.getItem(WIZARD_STORAGE_KEY)!);
    storage.setItem(
      WIZARD_STORAGE_KEY,
      JSON.stringify({ ...stored, selectedUrls: ['https://example.com/a', 'https://evil.test/'] }),
    );

    expect(loadWizardState(storage).selectedUrls).toEqual(['https://example.com/a']);
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
    expect(loadWizardState(broken)).toBe(initialWizardState);
    expect(loadWizardState(null)).toBe(initialWizardState);
  });
});
