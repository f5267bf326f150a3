import { describe, expect, it } from 'vitest';
import type { WizardAction } from './wizard-reducer.js';
import { wizardReducer } from './wizard-reducer.js';
import type { WizardState } from './wizard-state.js';
import { initialWizardState } from './wizard-state.js';
import { ANALYSIS_ID, OTHER_ANALYSIS_ID, page, summary } from './test-fixtures.js';

function run(actions: WizardAction[], from: WizardState = initialWizardState): WizardState {
  return actions.reduce(wizardReducer, from);
}

const started: WizardAction = {
  type: 'analysis-started',
  analysisId: ANALYSIS_ID,
  websiteUrl: 'https://example.com',
};
const pages = [page('/a', 9), page('/b', 4), page('/c', 6)];
const completed: WizardAction = { type: 'analysis-completed', analysisId: ANALYSIS_ID, pages, summary };

describe('wizardReducer', () => {
  it('starts on the URL input', () => {
    expect(initialWizardState.step).toBe('url-input');
  });

  it('remembers the submitted address and clears a limit notice', () => {
    const state = run([
      { type: 'daily-limit-reached', notice: { message: 'Limit reached', resetAt: null } },
      { type: 'url-submitted', websiteUrl: 'https://example.com' },
    ]);

    expect(state).toMatchObject({ step: 'url-input', websiteUrl: 'https://example.com', dailyLimit: null });
  });

  it('moves to the analysis when the server accepted the address', () => {
    const state = run([started]);

    expect(state).toMatchObject({ step: 'analysis', analysisId: ANALYSIS_ID, attempt: 1 });
  });

  it('goes to review once with the default selection when the analysis completes', () => {
    const state = run([started, completed]);

    expect(state.step).toBe('review');
    expect(state.completedAnalysisId).toBe(ANALYSIS_ID);
    expect(state.summary).toEqual(summary);
    expect(new Set(state.selectedUrls)).toEqual(new Set(['https://example.com/a', 'https://example.com/c']));
  });

  it('ignores a completion for another analysis or a repeated one', () => {
    const running = run([started]);
    expect(wizardReducer(running, { ...completed, analysisId: OTHER_ANALYSIS_ID })).toBe(running);

    const reviewing = wizardReducer(running, completed);
    const toggled = wizardReducer(reviewing, { type: 'page-toggled', url: 'https://example.com/b' });
    expect(wizardReducer(toggled, completed)).toBe(toggled);
  });

  it('records a failure of the current run only', () => {
    const running = run([started]);

    expect(
      wizardReducer(running, { type: 'analysis-failed', analysisId: OTHER_ANALYSIS_ID, message: 'x' }),
    ).toBe(running);
    expect(
      wizardReducer(running, {
        type: 'analysis-failed',
        analysisId: ANALYSIS_ID,
        message: 'Website not found.',
      }).analysisFailure,
    ).toBe('Website not found.');
  });

  it('counts retries with a new analysis id and stops at the third attempt', () => {
    const failed: WizardAction = { type: 'analysis-failed', analysisId: ANALYSIS_ID, message: 'Timed out' };
    const second = run([started, failed, { type: 'analysis-retried', analysisId: OTHER_ANALYSIS_ID }]);
    expect(second).toMatchObject({ attempt: 2, analysisId: OTHER_ANALYSIS_ID, analysisFailure: null });

    expect(wizardReducer(second, { type: 'analysis-retried', analysisId: OTHER_ANALYSIS_ID })).toBe(second);

    const third = run([{ type: 'analysis-retried', analysisId: ANALYSIS_ID }], second);
    expect(third.attempt).toBe(3);
    expect(wizardReducer(third, { type: 'analysis-retried', analysisId: OTHER_ANALYSIS_ID })).toBe(third);
  });

  it('returns to the URL input with the limit notice on a 429', () => {
    const notice = {
      message: 'You have used your 3 free analyses today.',
      resetAt: '2030-01-02T00:00:00.000Z',
    };
    const state = run([
      { type: 'url-submitted', websiteUrl: 'https://example.com' },
      started,
      { type: 'daily-limit-reached', notice },
    ]);

    expect(state).toMatchObject({ step: 'url-input', websiteUrl: 'https://example.com', dailyLimit: notice });
    expect(run([{ type: 'daily-limit-dismissed' }], state).dailyLimit).toBeNull();
  });

  it('shows the error screen and retries back to the previous step, at most three times', () => {
    const error = { title: 'Connection Problem', message: 'Network connection problem.', retryable: true };
    let state = run([{ type: 'error-occurred', error }]);
    expect(state).toMatchObject({ step: 'error', previousStep: 'url-input', error });

    for (let retry = 1; retry <= 3; retry += 1) {
      state = run([{ type: 'error-retried' }], state);
      expect(state).toMatchObject({ step: 'url-input', error: null, errorRetries: retry });
      state = run([{ type: 'error-occurred', error }], state);
    }
    expect(wizardReducer(state, { type: 'error-retried' })).toBe(state);
  });

  it('recovers from an error to the previous step and clears the retry count', () => {
    const error = { title: 'Input Validation Error', message: 'Enter a full address.', retryable: false };
    const retried = run([
      { type: 'error-occurred', error },
      { type: 'error-retried' },
      { type: 'error-occurred', error },
    ]);
    expect(retried.errorRetries).toBe(1);

    const recovered = wizardReducer(retried, { type: 'error-recovered' });
    expect(recovered).toMatchObject({ step: 'url-input', error: null, errorRetries: 0, previousStep: null });
    expect(wizardReducer(recovered, { type: 'error-recovered' })).toBe(recovered);
  });

  it('toggles single pages and selects or clears a filtered group in page order', () => {
    const reviewing = run([started, completed]);

    const withoutA = wizardReducer(reviewing, { type: 'page-toggled', url: 'https://example.com/a' });
    expect(withoutA.selectedUrls).toEqual(['https://example.com/c']);

    const all = wizardReducer(withoutA, {
      type: 'pages-selected',
      urls: pages.map((p) => p.url),
      selected: true,
    });
    expect(all.selectedUrls).toEqual(pages.map((p) => p.url));

    const none = wizardReducer(all, {
      type: 'pages-selected',
      urls: ['https://example.com/a'],
      selected: false,
    });
    expect(none.selectedUrls).toEqual(['https://example.com/b', 'https://example.com/c']);
  });

  it('moves between review and the generated file', () => {
    const generated = run([started, completed, { type: 'file-generated', fileId: OTHER_ANALYSIS_ID }]);
    expect(generated).toMatchObject({ step: 'generation', llmFileId: OTHER_ANALYSIS_ID });

    const back = wizardReducer(generated, { type: 'details-viewed' });
    expect(back.step).toBe('review');
    expect(back.selectedUrls).toEqual(generated.selectedUrls);
  });

  it('ignores events that do not belong to the current step', () => {
    const atInput = initialWizardState;
    const strays: WizardAction[] = [
      completed,
      { type: 'analysis-retried', analysisId: ANALYSIS_ID },
      { type: 'page-toggled', url: 'https://example.com/a' },
      { type: 'file-generated', fileId: ANALYSIS_ID },
      { type: 'details-viewed' },
    ];
    for (const action of strays) expect(wizardReducer(atInput, action)).toBe(atInput);

    const reviewing = run([started, completed]);
    expect(wizardReducer(reviewing, started)).toBe(reviewing);
  });

  it('clears everything on reset', () => {
    const state = run([started, completed, { type: 'workflow-reset' }]);

    expect(state).toEqual(initialWizardState);
  });
});
