import { describe, expect, it } from 'vitest';
import type { DiscoveredPage } from '@signpost/contracts';
import { describeRequestError, UNKNOWN_ERROR } from '../../../api/error-messages/index.js';
import { ApiError } from '../../../api/api-error.js';
import { ANALYSIS_ID, OTHER_ANALYSIS_ID, page, run, step, summary, T0, user } from './test-fixtures.js';
import type { WorkflowEvent } from './workflow-events.js';
import type { WorkflowState, WorkflowStateName } from './workflow-state.js';
import { initialWorkflowState, MAX_ERROR_RETRIES } from './workflow-state.js';

function at(current: WorkflowStateName, overrides: Partial<WorkflowState> = {}): WorkflowState {
  return { ...initialWorkflowState, current, ...overrides };
}

const URL = 'https://example.com';
const pages = [page('/a', 9), page('/b', 4), page('/c', 6)];
const completed = {
  type: 'analysis-completed',
  analysisId: ANALYSIS_ID,
  pages,
  summary,
} satisfies WorkflowEvent;
const running = at('ANALYSIS', { websiteUrl: URL, analysisId: ANALYSIS_ID });

describe('starting up', () => {
  it('starts initialising with the free plan chosen: a paid plan is chosen, never defaulted', () => {
    expect(initialWorkflowState).toMatchObject({ current: 'INITIALIZING', tier: 'starter', retryCount: 0 });
  });

  it('sends a signed-in user to the URL input and a visitor to the landing', () => {
    expect(run([{ type: 'auth-resolved' }], initialWorkflowState, T0, user()).current).toBe('URL_INPUT');
    expect(run([{ type: 'auth-resolved' }]).current).toBe('LANDING');
  });

  it('waits in AUTH_CHECK while a stored session is confirmed, then routes the same way', () => {
    const checking = run([{ type: 'auth-check-started' }]);
    expect(checking).toMatchObject({ current: 'AUTH_CHECK' });
    expect(step(checking, { type: 'auth-resolved' }, T0 + 5, user())).toMatchObject({
      current: 'URL_INPUT',
      userEmail: 'ada@example.com',
    });
  });

  it('only takes the user’s email when auth resolves in any other state', () => {
    const reviewing = at('REVIEW');
    const next = step(reviewing, { type: 'auth-resolved' }, T0, user());
    expect(next.current).toBe('REVIEW');
    expect(next.userEmail).toBe('ada@example.com');
  });
});

describe('tier choice and email capture', () => {
  it('goes from the landing to the tier card and on to the sign-in choice', () => {
    const state = run([
      { type: 'auth-resolved' },
      { type: 'navigate-to-tier-selection' },
      { type: 'tier-selected', tier: 'growth' },
    ]);
    expect(state).toMatchObject({ current: 'AUTH_CHOICE', tier: 'growth' });
  });

  it('opens the tier card only from the landing', () => {
    const state = at('URL_INPUT');
    expect(step(state, { type: 'navigate-to-tier-selection' }, T0).current).toBe('URL_INPUT');
    expect(step(state, { type: 'tier-selected', tier: 'scale' }, T0).current).toBe('URL_INPUT');
  });

  it('captures an email and goes to the URL input', () => {
    const state = run([
      { type: 'auth-resolved' },
      { type: 'email-capture-requested', email: 'bob@example.com', tier: 'starter' },
      { type: 'email-captured', email: 'bob@example.com' },
    ]);
    expect(state).toMatchObject({ current: 'URL_INPUT', userEmail: 'bob@example.com', tier: 'starter' });
  });

  it('takes a recognised email and closes the auth modal', () => {
    const capturing = at('EMAIL_CAPTURE', { authModalOpen: true });
    const recognised = step(capturing, { type: 'email-recognised', email: 'ada@example.com' }, T0, user());
    expect(recognised).toMatchObject({
      current: 'URL_INPUT',
      authModalOpen: false,
      userEmail: 'ada@example.com',
    });
  });

  it('lets email capture be bypassed to the limits check', () => {
    expect(step(at('EMAIL_CAPTURE'), { type: 'email-capture-bypassed' }, T0).current).toBe('TIER_LIMITS');
    expect(step(at('URL_INPUT'), { type: 'email-capture-bypassed' }, T0).current).toBe('URL_INPUT');
  });

  it('opens and closes the auth modal without moving', () => {
    const opened = step(at('AUTH_CHOICE'), { type: 'auth-modal-opened' }, T0);
    expect(opened).toMatchObject({ current: 'AUTH_CHOICE', authModalOpen: true });
    expect(step(opened, { type: 'auth-modal-closed' }, T0 + 1).authModalOpen).toBe(false);
  });
});

describe('submitting a URL', () => {
  const submit: WorkflowEvent = { type: 'url-submitted', websiteUrl: URL };

  it('sends a visitor without an email to the tier card', () => {
    expect(step(at('LANDING'), submit, T0)).toMatchObject({
      current: 'TIER_SELECTION',
      websiteUrl: URL,
    });
  });

  it('sends a solo user with credits straight to the analysis', () => {
    const solo = user({ tier: 'solo', creditsRemaining: 4 });
    expect(step(at('URL_INPUT'), submit, T0, solo).current).toBe('ANALYSIS');
  });

  it('checks the limits for every other user, and for a visitor who gave an email', () => {
    for (const tier of ['starter', 'growth', 'scale'] as const) {
      expect(step(at('URL_INPUT'), submit, T0, user({ tier })).current).toBe('TIER_LIMITS');
    }
    const spent = user({ tier: 'solo', creditsRemaining: 0 });
    expect(step(at('URL_INPUT'), submit, T0, spent).current).toBe('TIER_LIMITS');
    expect(step(at('URL_INPUT', { userEmail: 'bob@example.com' }), submit, T0).current).toBe('TIER_LIMITS');
  });

  it('is ignored while an analysis runs and clears an earlier limit notice', () => {
    expect(step(running, submit, T0)).toBe(running);
    const limited = at('URL_INPUT', { dailyLimit: { message: 'Limit', resetAt: null } });
    expect(step(limited, submit, T0, user()).dailyLimit).toBeNull();
  });

  it('proceeds from the limits check to a fresh analysis', () => {
    const state = step(at('TIER_LIMITS', { websiteUrl: URL }), { type: 'proceed-to-analysis' }, T0);
    expect(state).toMatchObject({ current: 'ANALYSIS', analysisId: null, attempt: 1, websiteUrl: URL });
    expect(step(at('REVIEW'), { type: 'proceed-to-analysis' }, T0).current).toBe('REVIEW');
  });

  it('shows the daily limit on the URL input when the check or the start is refused', () => {
    const notice = { message: 'You have used all 3 free analyses today.', resetAt: null };
    for (const from of ['TIER_LIMITS', 'ANALYSIS'] as const) {
      const state = step(at(from, { websiteUrl: URL }), { type: 'daily-limit-reached', notice }, T0);
      expect(state).toMatchObject({ current: 'URL_INPUT', dailyLimit: notice, websiteUrl: URL });
    }
    const dismissed = step(at('URL_INPUT', { dailyLimit: notice }), { type: 'daily-limit-dismissed' }, T0);
    expect(dismissed.dailyLimit).toBeNull();
  });
});

describe('the analysis run', () => {
  it('records the started run once', () => {
    const fresh = at('ANALYSIS');
    const started = step(fresh, { type: 'analysis-started', analysisId: ANALYSIS_ID }, T0);
    expect(started.analysisId).toBe(ANALYSIS_ID);
    expect(
      step(started, { type: 'analysis-started', analysisId: OTHER_ANALYSIS_ID }, T0 + 1).analysisId,
    ).toBe(ANALYSIS_ID);
  });

  it('records a failure of the current run only, and retries up to the third attempt', () => {
    const failed = step(
      running,
      { type: 'analysis-failed', analysisId: ANALYSIS_ID, message: 'Timed out' },
      T0,
    );
    expect(failed.analysisFailure).toBe('Timed out');
    expect(
      step(running, { type: 'analysis-failed', analysisId: OTHER_ANALYSIS_ID, message: 'x' }, T0),
    ).toMatchObject({ analysisFailure: null });

    const second = step(failed, { type: 'analysis-retried', analysisId: OTHER_ANALYSIS_ID }, T0 + 1);
    expect(second).toMatchObject({ attempt: 2, analysisFailure: null, analysisId: OTHER_ANALYSIS_ID });

    const third = run(
      [
        { type: 'analysis-failed', analysisId: OTHER_ANALYSIS_ID, message: 'Timed out' },
        { type: 'analysis-retried', analysisId: 'third' },
        { type: 'analysis-failed', analysisId: 'third', message: 'Timed out' },
        { type: 'analysis-retried', analysisId: 'fourth' },
      ],
      second,
      T0 + 10,
    );
    expect(third).toMatchObject({ attempt: 3, analysisId: 'third', analysisFailure: 'Timed out' });
  });

  it('does not retry a run that has not failed', () => {
    expect(step(running, { type: 'analysis-retried', analysisId: OTHER_ANALYSIS_ID }, T0)).toMatchObject({
      attempt: 1,
      analysisId: ANALYSIS_ID,
    });
  });
});

function multilingualCompletion(multilingualPages: DiscoveredPage[]) {
  const languages = ['en', 'de', 'fr'].map((tag) => ({ tag, pages: 1, llmsTxtUrl: null }));
  return {
    ...completed,
    pages: multilingualPages,
    summary: { ...summary, defaultLanguage: 'en', languages },
  };
}

describe('completion', () => {
  it('goes to review with the id and the default selection', () => {
    const state = step(running, completed, T0);
    expect(state).toMatchObject({ current: 'REVIEW', lastProcessedAnalysisId: ANALYSIS_ID });
    expect(new Set(state.selectedUrls)).toEqual(new Set(['https://example.com/a', 'https://example.com/c']));
  });

  it('preselects the pages of the site’s default language and leaves its translations out', () => {
    const multilingual = [
      page('/guide', 9, { language: 'en-US' }),
      page('/de/guide', 9, { language: 'de' }),
      page('/about', 6, { language: null }),
      page('/fr/about', 6, { language: 'fr' }),
    ];
    const state = step(running, multilingualCompletion(multilingual), T0);
    expect(state.language).toBe('en');
    expect(state.selectedUrls).toEqual(['https://example.com/guide', 'https://example.com/about']);
  });

  it('starts another language’s file from that language’s own default selection', () => {
    const multilingual = [
      page('/guide', 9, { language: 'en' }),
      page('/de/guide', 9, { language: 'de' }),
      page('/de/about', 3, { language: 'de' }),
      page('/fr/about', 6, { language: 'fr' }),
    ];
    const reviewing = step(running, multilingualCompletion(multilingual), T0);
    const choose = (language: string) =>
      ({ type: 'language-chosen', language, pages: multilingual, defaultLanguage: 'en' }) as const;
    const german = step(reviewing, choose('de'), T0 + 1);
    expect(german.language).toBe('de');
    expect(german.selectedUrls).toEqual(['https://example.com/de/guide']);
    const english = step(german, choose('en'), T0 + 2);
    expect(english.selectedUrls).toEqual(['https://example.com/guide']);
    expect(step(at('GENERATION'), choose('de'), T0).language).toBeNull();
  });

  it('is accepted only in ANALYSIS', () => {
    for (const current of ['URL_INPUT', 'TIER_LIMITS', 'REVIEW', 'ERROR'] as const) {
      const state = at(current, { analysisId: ANALYSIS_ID });
      expect(step(state, completed, T0).current).toBe(current);
    }
  });

  it('is accepted once per analysis id, even after going back to the analysis', () => {
    const reviewing = step(running, completed, T0);
    const back = { ...reviewing, current: 'ANALYSIS' as const };
    const again = step(back, completed, T0 + 1);
    expect(again).toBe(back);
  });

  it('ignores the completion of another run', () => {
    expect(step(running, { ...completed, analysisId: OTHER_ANALYSIS_ID }, T0).current).toBe('ANALYSIS');
  });
});

describe('review and generation', () => {
  const reviewing = step(running, completed, T0);

  it('toggles pages and selects whole lists in page order', () => {
    const toggled = step(reviewing, { type: 'page-toggled', url: 'https://example.com/a' }, T0);
    expect(toggled.selectedUrls).toEqual(['https://example.com/c']);
    const all = step(
      toggled,
      { type: 'pages-selected', urls: pages.map((p) => p.url), selected: true, pages },
      T0,
    );
    expect(all.selectedUrls).toEqual(pages.map((p) => p.url));
  });

  it('goes to generation with the file and back to review for the details', () => {
    const generated = step(reviewing, { type: 'file-generated', fileId: 'file-1' }, T0);
    expect(generated).toMatchObject({ current: 'GENERATION', llmFileId: 'file-1' });
    expect(step(generated, { type: 'details-viewed' }, T0 + 1).current).toBe('REVIEW');
    expect(step(reviewing, { type: 'details-viewed' }, T0).current).toBe('REVIEW');
  });

  it('starts a new analysis keeping email and tier', () => {
    const generated = step(reviewing, { type: 'file-generated', fileId: 'file-1' }, T0);
    const signedIn = { ...generated, tier: 'growth' as const, userEmail: 'ada@example.com' };
    const next = step(signedIn, { type: 'new-analysis-started' }, T0 + 1, user());
    expect(next).toMatchObject({
      current: 'URL_INPUT',
      tier: 'growth',
      userEmail: 'ada@example.com',
      analysisId: null,
      selectedUrls: [],
      llmFileId: null,
    });
    const anonymous = step(generated, { type: 'new-analysis-started' }, T0 + 1);
    expect(anonymous.current).toBe('LANDING');
  });

  it('resets everything to the landing with the starter tier, keeping the sign-in', () => {
    const next = step({ ...reviewing, tier: 'scale' }, { type: 'workflow-reset' }, T0 + 1, user());
    expect(next).toMatchObject({
      current: 'LANDING',
      tier: 'starter',
      analysisId: null,
      selectedUrls: [],
      websiteUrl: '',
      userEmail: 'ada@example.com',
    });
  });
});

describe('errors, retries and recovery', () => {
  const failure = describeRequestError(new ApiError(0, 'network', 'Offline'));

  it('remembers the state it left and stamps the error', () => {
    const state = step(at('REVIEW'), { type: 'error-occurred', error: failure }, T0);
    expect(state).toMatchObject({ current: 'ERROR', previous: 'REVIEW' });
    expect(state.error).toMatchObject({ type: 'network', timestamp: T0 });
    const again = step(state, { type: 'error-occurred', error: UNKNOWN_ERROR }, T0 + 1);
    expect(again).toMatchObject({ previous: 'REVIEW', error: { title: 'Unexpected Error' } });
  });

  it('retries into the previous state at most three times', () => {
    let state = at('REVIEW');
    for (let retry = 1; retry <= MAX_ERROR_RETRIES; retry += 1) {
      state = step(state, { type: 'error-occurred', error: failure }, T0 + retry * 10);
      state = step(state, { type: 'error-retried' }, T0 + retry * 10 + 1);
      expect(state).toMatchObject({ current: 'REVIEW', retryCount: retry, error: null });
    }
    state = step(state, { type: 'error-occurred', error: failure }, T0 + 100);
    expect(step(state, { type: 'error-retried' }, T0 + 101)).toMatchObject({
      current: 'ERROR',
      retryCount: 3,
    });
  });

  it('recovers to the target, else the previous state, else the URL input, and resets the count', () => {
    const failed = { ...at('ERROR', { previous: 'REVIEW' }), retryCount: 2 };
    expect(step(failed, { type: 'error-recovered', target: 'URL_INPUT' }, T0)).toMatchObject({
      current: 'URL_INPUT',
      retryCount: 0,
    });
    expect(step(failed, { type: 'error-recovered' }, T0).current).toBe('REVIEW');
    expect(step(at('ERROR'), { type: 'error-recovered' }, T0).current).toBe('URL_INPUT');
    expect(step(failed, { type: 'error-recovered', target: 'ERROR' }, T0).current).toBe('ERROR');
    expect(step(at('REVIEW'), { type: 'error-retried' }, T0).current).toBe('REVIEW');
  });
});

describe('circuit breaker', () => {
  it('ignores the 11th identical event in one state within 60 s, and accepts it after the window', () => {
    let state = at('URL_INPUT');
    for (let index = 0; index < 10; index += 1) {
      state = step(state, { type: 'auth-modal-opened' }, T0 + index);
      state = { ...state, authModalOpen: false };
    }
    expect(step(state, { type: 'auth-modal-opened' }, T0 + 59_000).authModalOpen).toBe(false);
    expect(step(state, { type: 'auth-modal-opened' }, T0 + 60_000).authModalOpen).toBe(true);
  });

  it('counts per state: the same event in another state is a new count', () => {
    let state = at('URL_INPUT');
    for (let index = 0; index < 10; index += 1) state = step(state, { type: 'daily-limit-dismissed' }, T0);
    const elsewhere = { ...state, current: 'REVIEW' as const, dailyLimit: { message: 'x', resetAt: null } };
    expect(step(elsewhere, { type: 'daily-limit-dismissed' }, T0).dailyLimit).toBeNull();
  });

  it('lets analysis complete only 3 times in 30 s in one state', () => {
    // A loop that keeps putting the wizard back into ANALYSIS with a new run id each time.
    let state = running;
    for (let index = 0; index < 3; index += 1) {
      const analysisId = `run-${index}`;
      const reviewing = step({ ...state, analysisId }, { ...completed, analysisId }, T0 + index);
      expect(reviewing.current).toBe('REVIEW');
      state = { ...reviewing, current: 'ANALYSIS' };
    }
    const fourth = { ...state, analysisId: 'run-3' };
    const blocked = step(fourth, { ...completed, analysisId: 'run-3' }, T0 + 29_999);
    expect(blocked).toBe(fourth);
    expect(step(fourth, { ...completed, analysisId: 'run-3' }, T0 + 30_000).current).toBe('REVIEW');
  });

  it('never counts page selection edits', () => {
    let state = step(running, completed, T0);
    for (let index = 0; index < 24; index += 1) {
      state = step(state, { type: 'page-toggled', url: 'https://example.com/b' }, T0 + index);
    }
    expect(state.selectedUrls).toEqual(['https://example.com/a', 'https://example.com/c']);
    expect(
      step(state, { type: 'page-toggled', url: 'https://example.com/b' }, T0 + 30).selectedUrls,
    ).toContain('https://example.com/b');
  });
});
