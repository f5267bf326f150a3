import type { AnalysisMethod, DiscoveredPage } from '@signpost/contracts';
import type { ErrorDescription } from '../../api/error-messages.js';

/** The wizard's screens for the anonymous journey (spec §4, without the account states). */
export type WizardStep = 'url-input' | 'analysis' | 'review' | 'generation' | 'error';

export const MAX_ANALYSIS_ATTEMPTS = 3;
export const MAX_ERROR_RETRIES = 3;

/** The red 'Daily Limit Reached' panel, filled from the server's 429 answer. */
export interface DailyLimitNotice {
  message: string;
  resetAt: string | null;
}

/** The facts of a finished analysis shown above the page list. */
export interface AnalysisSummary {
  siteName: string | null;
  totalPagesFound: number;
  analysisMethod: AnalysisMethod | null;
  processingTimeSeconds: number;
  cachedPages: number;
}

export interface WizardState {
  step: WizardStep;
  previousStep: WizardStep | null;
  /** The address being analysed, protocol included. */
  websiteUrl: string;
  analysisId: string | null;
  /** 1-based attempt of the current analysis; each retry starts a new analysis run. */
  attempt: number;
  /** The server's sentence for the failed run, or null while the run is alive. */
  analysisFailure: string | null;
  completedAnalysisId: string | null;
  summary: AnalysisSummary | null;
  pages: DiscoveredPage[];
  selectedUrls: string[];
  llmFileId: string | null;
  /** What the error screen shows for a request that failed outside an analysis run. */
  error: ErrorDescription | null;
  errorRetries: number;
  dailyLimit: DailyLimitNotice | null;
}

export const initialWizardState: WizardState = {
  step: 'url-input',
  previousStep: null,
  websiteUrl: '',
  analysisId: null,
  attempt: 1,
  analysisFailure: null,
  completedAnalysisId: null,
  summary: null,
  pages: [],
  selectedUrls: [],
  llmFileId: null,
  error: null,
  errorRetries: 0,
  dailyLimit: null,
};
