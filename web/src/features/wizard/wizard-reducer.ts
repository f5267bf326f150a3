import { defaultSelection } from '@signpost/contracts';
import type { DiscoveredPage } from '@signpost/contracts';
import type { ErrorDescription } from '../../api/error-messages.js';
import type { AnalysisSummary, DailyLimitNotice, WizardState } from './wizard-state.js';
import { initialWizardState, MAX_ANALYSIS_ATTEMPTS, MAX_ERROR_RETRIES } from './wizard-state.js';

export type WizardAction =
  | { type: 'url-submitted'; websiteUrl: string }
  | { type: 'analysis-started'; analysisId: string; websiteUrl: string }
  | { type: 'analysis-retried'; analysisId: string }
  | { type: 'analysis-failed'; analysisId: string; message: string }
  | { type: 'analysis-completed'; analysisId: string; pages: DiscoveredPage[]; summary: AnalysisSummary }
  | { type: 'daily-limit-reached'; notice: DailyLimitNotice }
  | { type: 'daily-limit-dismissed' }
  | { type: 'error-occurred'; error: ErrorDescription }
  | { type: 'error-retried' }
  | { type: 'error-recovered' }
  | { type: 'page-toggled'; url: string }
  | { type: 'pages-selected'; urls: readonly string[]; selected: boolean }
  | { type: 'file-generated'; fileId: string }
  | { type: 'details-viewed' }
  | { type: 'workflow-reset' };

/**
 * The workflow's transitions. Events that do not fit the current step (a late poll answer, a double
 * click) return the state unchanged, so a stray event can never move the wizard sideways.
 */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'url-submitted':
      if (state.step !== 'url-input') return state;
      return { ...state, websiteUrl: action.websiteUrl, dailyLimit: null };

    case 'analysis-started':
      if (state.step !== 'url-input' && state.step !== 'error') return state;
      return {
        ...initialWizardState,
        step: 'analysis',
        websiteUrl: action.websiteUrl,
        analysisId: action.analysisId,
      };

    case 'analysis-retried':
      if (state.step !== 'analysis' || state.attempt >= MAX_ANALYSIS_ATTEMPTS) return state;
      if (state.analysisId === action.analysisId) return state;
      return { ...state, analysisId: action.analysisId, attempt: state.attempt + 1, analysisFailure: null };

    case 'analysis-failed':
      if (state.step !== 'analysis' || state.analysisId !== action.analysisId) return state;
      if (state.analysisFailure === action.message) return state;
      return { ...state, analysisFailure: action.message };

    case 'analysis-completed':
      if (
        state.step !== 'analysis' ||
        state.analysisId !== action.analysisId ||
        state.completedAnalysisId === action.analysisId
      ) {
        return state;
      }
      return {
        ...state,
        step: 'review',
        completedAnalysisId: action.analysisId,
        pages: action.pages,
        summary: action.summary,
        selectedUrls: [...defaultSelection(action.pages)],
        analysisFailure: null,
      };

    case 'daily-limit-reached':
      return {
        ...initialWizardState,
        websiteUrl: state.websiteUrl,
        dailyLimit: action.notice,
      };

    case 'daily-limit-dismissed':
      return { ...state, dailyLimit: null };

    case 'error-occurred':
      if (state.step === 'error') return { ...state, error: action.error };
      return { ...state, step: 'error', previousStep: state.step, error: action.error };

    case 'error-retried':
      if (state.step !== 'error' || state.errorRetries >= MAX_ERROR_RETRIES) return state;
      return {
        ...state,
        step: state.previousStep ?? 'url-input',
        previousStep: null,
        error: null,
        errorRetries: state.errorRetries + 1,
      };

    case 'error-recovered':
      if (state.step !== 'error') return state;
      return {
        ...state,
        step: state.previousStep ?? 'url-input',
        previousStep: null,
        error: null,
        errorRetries: 0,
      };

    case 'page-toggled': {
      if (state.step !== 'review') return state;
      const selected = state.selectedUrls.includes(action.url)
        ? state.selectedUrls.filter((url) => url !== action.url)
        : [...state.selectedUrls, action.url];
      return { ...state, selectedUrls: selected };
    }

    case 'pages-selected': {
      if (state.step !== 'review') return state;
      const selected = new Set(state.selectedUrls);
      for (const url of action.urls) {
        if (action.selected) selected.add(url);
        else selected.delete(url);
      }
      return {
        ...state,
        selectedUrls: state.pages.map((page) => page.url).filter((url) => selected.has(url)),
      };
    }

    case 'file-generated':
      if (state.step !== 'review') return state;
      return { ...state, step: 'generation', llmFileId: action.fileId };

    case 'details-viewed':
      if (state.step !== 'generation') return state;
      return { ...state, step: 'review' };

    case 'workflow-reset':
      return initialWizardState;
  }
}
