import { defaultSelection } from '@signpost/contracts';
import type { User } from '@signpost/contracts';
import { breakerKey, COMPLETION_BREAKER_RULE, countEvent, DEFAULT_BREAKER_RULE } from './circuit-breaker.js';
import type { WorkflowEvent, WorkflowEventType } from './workflow-events.js';
import type { WorkflowState, WorkflowStateName } from './workflow-state.js';
import {
  initialWorkflowState,
  MAX_ANALYSIS_ATTEMPTS,
  MAX_ERROR_RETRIES,
  WORKFLOW_STATES,
} from './workflow-state.js';

/** Editing the page selection is not a step of the workflow; ticking 20 boxes must not trip the breaker. */
const UNCOUNTED_EVENTS: ReadonlySet<WorkflowEventType> = new Set(['page-toggled', 'pages-selected']);

/** Where a URL may be submitted: wherever the address field or an entry link can be. */
const URL_ENTRY_STATES: ReadonlySet<WorkflowStateName> = new Set([
  'LANDING',
  'URL_INPUT',
  'TIER_SELECTION',
  'AUTH_CHOICE',
  'EMAIL_CAPTURE',
]);

/**
 * The states before an analysis runs (those before TIER_LIMITS), where a new email or sign-in changes the way
 * on.
 */
const BEFORE_ANALYSIS: ReadonlySet<WorkflowStateName> = new Set(
  WORKFLOW_STATES.slice(0, WORKFLOW_STATES.indexOf('TIER_LIMITS')),
);

/** What an event meets besides the state: its time in milliseconds and the auth store's signed-in user. */
export interface TransitionContext {
  now: number;
  user: User | null;
}

/**
 * The workflow's one transition function. An event that does not fit the current state (a late poll answer, a
 * double click) leaves the state as it is; the circuit breaker drops an event that repeats too often in one
 * state (only events that change something are counted).
 */
export function transition(
  state: WorkflowState,
  event: WorkflowEvent,
  context: TransitionContext,
): WorkflowState {
  const { now } = context;
  if (UNCOUNTED_EVENTS.has(event.type)) return apply(state, event, context);
  const rule = event.type === 'analysis-completed' ? COMPLETION_BREAKER_RULE : DEFAULT_BREAKER_RULE;
  const eventCounter = countEvent(state.eventCounter, breakerKey(state.current, event.type), rule, now);
  if (eventCounter === null) return state;
  const next = apply(state, event, context);
  // An event that changes nothing is not counted: the same object back means no re-render either.
  return next === state ? state : { ...next, eventCounter };
}

/** Analysis data cleared: what a new run starts from. */
function withoutAnalysis(state: WorkflowState): WorkflowState {
  return {
    ...state,
    analysisId: null,
    attempt: 1,
    analysisFailure: null,
    selectedUrls: [],
    language: null,
    llmFileId: null,
    error: null,
    previous: null,
    retryCount: 0,
    dailyLimit: null,
  };
}

function go(state: WorkflowState, current: WorkflowStateName): WorkflowState {
  return { ...state, current };
}

/**
 * A solo plan with credits left skips the limits check; anyone else is checked first
 * (docs/product-rules.md, The journey).
 */
function afterUrl(user: User | null, hasEmail: boolean): WorkflowStateName {
  if (user === null && !hasEmail) return 'TIER_SELECTION';
  if (user?.tier === 'solo' && (user.creditsRemaining ?? 0) > 0) return 'ANALYSIS';
  return 'TIER_LIMITS';
}

function apply(state: WorkflowState, event: WorkflowEvent, { now, user }: TransitionContext): WorkflowState {
  switch (event.type) {
    case 'auth-check-started':
      if (state.current !== 'INITIALIZING') return state;
      return go(state, 'AUTH_CHECK');

    case 'auth-resolved': {
      const updated = { ...state, userEmail: user?.email ?? state.userEmail };
      if (state.current !== 'INITIALIZING' && state.current !== 'AUTH_CHECK') return updated;
      return go(updated, user === null ? 'LANDING' : 'URL_INPUT');
    }

    case 'navigate-to-tier-selection':
      return state.current === 'LANDING' ? go(state, 'TIER_SELECTION') : state;

    case 'tier-selected':
      // On the sign-in choice the card stays open, so the tier can still be changed there.
      if (state.current !== 'TIER_SELECTION' && state.current !== 'AUTH_CHOICE') return state;
      return { ...state, current: 'AUTH_CHOICE', tier: event.tier };

    case 'url-submitted': {
      if (!URL_ENTRY_STATES.has(state.current)) return state;
      const next = afterUrl(user, state.userEmail !== '');
      return { ...withoutAnalysis(state), current: next, websiteUrl: event.websiteUrl };
    }

    case 'email-capture-requested':
      if (!BEFORE_ANALYSIS.has(state.current)) return state;
      return {
        ...state,
        current: 'EMAIL_CAPTURE',
        userEmail: event.email ?? state.userEmail,
        tier: event.tier ?? state.tier,
        websiteUrl: event.websiteUrl ?? state.websiteUrl,
      };

    case 'email-captured':
      if (state.current !== 'EMAIL_CAPTURE') return state;
      return { ...state, current: 'URL_INPUT', userEmail: event.email };

    case 'email-recognised':
      if (state.current !== 'EMAIL_CAPTURE') return state;
      return { ...state, current: 'URL_INPUT', userEmail: event.email, authModalOpen: false };

    case 'email-capture-bypassed':
      if (state.current !== 'EMAIL_CAPTURE') return state;
      return go(state, 'TIER_LIMITS');

    case 'proceed-to-analysis':
      if (state.current !== 'TIER_LIMITS') return state;
      return { ...withoutAnalysis(state), current: 'ANALYSIS', websiteUrl: state.websiteUrl };

    case 'daily-limit-reached':
      if (state.current !== 'TIER_LIMITS' && state.current !== 'ANALYSIS') return state;
      return { ...withoutAnalysis(state), current: 'URL_INPUT', dailyLimit: event.notice };

    case 'daily-limit-dismissed':
      return { ...state, dailyLimit: null };

    case 'analysis-started':
      if (state.current !== 'ANALYSIS' || state.analysisId !== null) return state;
      return { ...state, analysisId: event.analysisId };

    case 'analysis-retried':
      if (state.current !== 'ANALYSIS' || state.attempt >= MAX_ANALYSIS_ATTEMPTS) return state;
      if (state.analysisFailure === null || state.analysisId === event.analysisId) return state;
      return { ...state, analysisId: event.analysisId, attempt: state.attempt + 1, analysisFailure: null };

    case 'analysis-failed':
      if (state.current !== 'ANALYSIS' || state.analysisId !== event.analysisId) return state;
      if (state.analysisFailure === event.message) return state;
      return { ...state, analysisFailure: event.message };

    case 'analysis-completed':
      if (
        state.current !== 'ANALYSIS' ||
        state.analysisId !== event.analysisId ||
        state.lastProcessedAnalysisId === event.analysisId
      ) {
        return state;
      }
      return {
        ...state,
        current: 'REVIEW',
        lastProcessedAnalysisId: event.analysisId,
        // Pages in the site's default language; its translations are left for the owner to choose.
        language: event.summary.defaultLanguage,
        selectedUrls: [
          ...defaultSelection(event.pages, {
            language: event.summary.defaultLanguage,
            defaultLanguage: event.summary.defaultLanguage,
          }),
        ],
        analysisFailure: null,
      };

    case 'language-chosen': {
      if (state.current !== 'REVIEW' || state.language === event.language) return state;
      // A file for another language starts from that language's own default selection.
      const selection = defaultSelection(event.pages, {
        language: event.language,
        defaultLanguage: event.defaultLanguage,
      });
      return { ...state, language: event.language, selectedUrls: [...selection] };
    }

    case 'page-toggled': {
      if (state.current !== 'REVIEW') return state;
      const selected = state.selectedUrls.includes(event.url)
        ? state.selectedUrls.filter((url) => url !== event.url)
        : [...state.selectedUrls, event.url];
      return { ...state, selectedUrls: selected };
    }

    case 'pages-selected': {
      if (state.current !== 'REVIEW') return state;
      const selected = new Set(state.selectedUrls);
      for (const url of event.urls) {
        if (event.selected) selected.add(url);
        else selected.delete(url);
      }
      return {
        ...state,
        selectedUrls: event.pages.map((page) => page.url).filter((url) => selected.has(url)),
      };
    }

    case 'file-generated':
      if (state.current !== 'REVIEW') return state;
      return { ...state, current: 'GENERATION', llmFileId: event.fileId };

    case 'details-viewed':
      return state.current === 'GENERATION' ? go(state, 'REVIEW') : state;

    case 'new-analysis-started':
      return {
        ...withoutAnalysis(state),
        current: user === null ? 'LANDING' : 'URL_INPUT',
        websiteUrl: '',
      };

    case 'workflow-reset':
      // The signed-in user is the session's, not the workflow's: a reset forgets the run, not the sign-in.
      return {
        ...initialWorkflowState,
        current: 'LANDING',
        tier: 'starter',
        userEmail: user?.email ?? '',
        lastProcessedAnalysisId: state.lastProcessedAnalysisId,
      };

    case 'error-occurred':
      return {
        ...state,
        current: 'ERROR',
        previous: state.current === 'ERROR' ? state.previous : state.current,
        error: { ...event.error, timestamp: now },
      };

    case 'error-recovered':
      if (state.current !== 'ERROR' || event.target === 'ERROR') return state;
      return {
        ...state,
        current: event.target ?? state.previous ?? 'URL_INPUT',
        previous: null,
        error: null,
        retryCount: 0,
      };

    case 'error-retried':
      if (state.current !== 'ERROR' || state.retryCount >= MAX_ERROR_RETRIES) return state;
      return {
        ...state,
        current: state.previous ?? 'URL_INPUT',
        previous: null,
        error: null,
        retryCount: state.retryCount + 1,
      };

    case 'auth-modal-opened':
      return { ...state, authModalOpen: true };

    case 'auth-modal-closed':
      return { ...state, authModalOpen: false };
  }
}
