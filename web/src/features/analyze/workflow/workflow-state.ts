import type { AnalysisMethod, PageLimit, SiteLanguage, Tier } from '@signpost/contracts';
import type { ErrorDescription } from '../../../api/error-messages/index.js';
import type { BreakerCounters } from './circuit-breaker.js';

/** The workflow's twelve states (docs/product-rules.md, The journey). */
export const WORKFLOW_STATES = [
  'INITIALIZING',
  'AUTH_CHECK',
  'LANDING',
  'TIER_SELECTION',
  'AUTH_CHOICE',
  'EMAIL_CAPTURE',
  'URL_INPUT',
  'TIER_LIMITS',
  'ANALYSIS',
  'REVIEW',
  'GENERATION',
  'ERROR',
] as const;
export type WorkflowStateName = (typeof WORKFLOW_STATES)[number];

/**
 * Attempts of one analysis run, and retries from the error screen: both stop at three
 * (docs/product-rules.md, The journey).
 */
export const MAX_ANALYSIS_ATTEMPTS = 3;
export const MAX_ERROR_RETRIES = 3;

/** The 'Daily Limit Reached' dialog, filled from the server's refusal (limits check or 429). */
export interface DailyLimitNotice {
  message: string;
  resetAt: string | null;
  /** Present when the limits check said how much was used; a bare 429 does not. */
  analysesToday?: number | undefined;
  dailyAnalyses?: number | undefined;
  suggestedUpgrade?: Tier | null | undefined;
}

/** The facts of a finished analysis shown above the page list. */
export interface AnalysisSummary {
  siteName: string | null;
  totalPagesFound: number;
  /** The page limit, when it left pages of the site out. */
  pageLimit: PageLimit | null;
  analysisMethod: AnalysisMethod | null;
  processingTimeSeconds: number;
  cachedPages: number;
  /** The language the site's own llms.txt is for, when its pages declare one. */
  defaultLanguage: string | null;
  /** Its languages with their page counts and files, default first; empty for a site in one. */
  languages: SiteLanguage[];
}

/**
 * The journey's own state: the step, the ids it follows and the owner's choices. The signed-in user
 * belongs to the auth store and the analysis (pages, summary) to the query cache; the machine is
 * handed what it needs of them with each event.
 */
export interface WorkflowState {
  current: WorkflowStateName;
  previous: WorkflowStateName | null;
  /** The address being analysed, protocol included. */
  websiteUrl: string;
  /** The email given on the email-capture screen, or the signed-in user's. */
  userEmail: string;
  /** The tier chosen on the tier card: the free plan until the visitor picks another (never a paid default). */
  tier: Tier;
  authModalOpen: boolean;
  analysisId: string | null;
  /** 1-based attempt of the current analysis run; each retry starts a new run. */
  attempt: number;
  /** The server's sentence for the failed run, or null while the run is alive. */
  analysisFailure: string | null;
  /** The analysis whose completion was accepted: completion counts once per analysis id. */
  lastProcessedAnalysisId: string | null;
  selectedUrls: string[];
  /** The language the llms.txt is written for: the site's default until the owner picks another. */
  language: string | null;
  llmFileId: string | null;
  /** What the error screen shows; null outside ERROR. */
  error: (ErrorDescription & { timestamp: number }) | null;
  retryCount: number;
  dailyLimit: DailyLimitNotice | null;
  /** The circuit breaker's counts of recent events per state. */
  eventCounter: BreakerCounters;
}

export const initialWorkflowState: WorkflowState = {
  current: 'INITIALIZING',
  previous: null,
  websiteUrl: '',
  userEmail: '',
  tier: 'starter',
  authModalOpen: false,
  analysisId: null,
  attempt: 1,
  analysisFailure: null,
  lastProcessedAnalysisId: null,
  selectedUrls: [],
  language: null,
  llmFileId: null,
  error: null,
  retryCount: 0,
  dailyLimit: null,
  eventCounter: {},
};
