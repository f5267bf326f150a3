import {
  analysisMethodSchema,
  analysisRecordSchema,
  discoveredPageSchema,
  tierSchema,
} from '@signpost/contracts';
import type { AnalysisSummary, WorkflowState, WorkflowStateName } from '../workflow/workflow-state.js';
import { initialWorkflowState, MAX_ANALYSIS_ATTEMPTS } from '../workflow/workflow-state.js';

/** The part of the Web Storage API the wizard uses, so tests can pass a map. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const WIZARD_STORAGE_KEY = 'signpost.wizard';
const STORAGE_VERSION = 3;

const RESTORABLE_STATES: ReadonlySet<WorkflowStateName> = new Set(['ANALYSIS', 'REVIEW', 'GENERATION']);

/**
 * Keeps a running or finished analysis across a page reload within the tab. Only the steps after
 * the URL input are worth keeping; errors and limit notices are moments, not state.
 */
export function saveWizardState(storage: KeyValueStorage | null, state: WorkflowState): void {
  if (storage === null) return;
  try {
    if (!RESTORABLE_STATES.has(state.current) || state.analysisId === null) {
      storage.removeItem(WIZARD_STORAGE_KEY);
      return;
    }
    const snapshot = {
      version: STORAGE_VERSION,
      step: state.current,
      websiteUrl: state.websiteUrl,
      userEmail: state.userEmail,
      tier: state.tier,
      analysisId: state.analysisId,
      attempt: state.attempt,
      analysisFailure: state.analysisFailure,
      completedAnalysisId: state.lastProcessedAnalysisId,
      summary: state.summary,
      pages: state.pages,
      selectedUrls: state.selectedUrls,
      language: state.language,
      llmFileId: state.llmFileId,
    };
    storage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(snapshot));
  } catch {
    // A full or disabled storage only costs the reload convenience; the wizard works without it.
  }
}

export function clearWizardState(storage: KeyValueStorage | null): void {
  try {
    storage?.removeItem(WIZARD_STORAGE_KEY);
  } catch {
    // Nothing stored can be cleared either.
  }
}

/** Session storage when the browser allows it (some privacy modes throw on access). */
export function browserSessionStorage(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored wizard, or the initial state when nothing valid is stored. */
export function loadWizardState(storage: KeyValueStorage | null): WorkflowState {
  try {
    const text = storage?.getItem(WIZARD_STORAGE_KEY);
    if (!text) return initialWorkflowState;
    return restore(JSON.parse(text)) ?? initialWorkflowState;
  } catch {
    return initialWorkflowState;
  }
}

function restore(raw: unknown): WorkflowState | null {
  if (!isRecord(raw) || raw.version !== STORAGE_VERSION) return null;
  const { step, websiteUrl, analysisId, attempt, analysisFailure, completedAnalysisId, llmFileId } = raw;
  if (typeof step !== 'string' || !RESTORABLE_STATES.has(step as WorkflowStateName)) return null;
  const tier = tierSchema.safeParse(raw.tier);
  const userEmail = typeof raw.userEmail === 'string' ? raw.userEmail : '';
  if (typeof websiteUrl !== 'string' || typeof analysisId !== 'string') return null;
  if (
    typeof attempt !== 'number' ||
    !Number.isInteger(attempt) ||
    attempt < 1 ||
    attempt > MAX_ANALYSIS_ATTEMPTS
  ) {
    return null;
  }
  if (
    !isNullableString(analysisFailure) ||
    !isNullableString(completedAnalysisId) ||
    !isNullableString(llmFileId)
  ) {
    return null;
  }
  const pages = discoveredPageSchema.array().safeParse(raw.pages);
  if (!pages.success) return null;
  const selectedUrls = raw.selectedUrls;
  if (!Array.isArray(selectedUrls) || !selectedUrls.every((url) => typeof url === 'string')) return null;
  const summary = raw.summary === null ? null : restoreSummary(raw.summary);
  if (summary === undefined) return null;
  const language = raw.language ?? null;
  if (!isNullableString(language)) return null;

  const finished = step === 'REVIEW' || step === 'GENERATION';
  if (finished && (completedAnalysisId !== analysisId || summary === null)) return null;
  if (step === 'GENERATION' && llmFileId === null) return null;

  const knownUrls = new Set(pages.data.map((page) => page.url));
  return {
    ...initialWorkflowState,
    current: step as WorkflowStateName,
    websiteUrl,
    userEmail,
    tier: tier.success ? tier.data : initialWorkflowState.tier,
    analysisId,
    attempt,
    analysisFailure,
    lastProcessedAnalysisId: completedAnalysisId,
    summary,
    pages: pages.data,
    selectedUrls: selectedUrls.filter((url) => knownUrls.has(url)),
    language,
    llmFileId,
  };
}

function restoreSummary(raw: unknown): AnalysisSummary | undefined {
  if (!isRecord(raw)) return undefined;
  const { siteName, totalPagesFound, processingTimeSeconds, cachedPages } = raw;
  const method = analysisMethodSchema.nullable().safeParse(raw.analysisMethod);
  if (!method.success || !isNullableString(siteName)) return undefined;
  if (!isCount(totalPagesFound) || !isCount(cachedPages)) return undefined;
  if (typeof processingTimeSeconds !== 'number' || processingTimeSeconds < 0) return undefined;
  const defaultLanguage = raw.defaultLanguage ?? null;
  const languages = siteLanguagesSchema.safeParse(raw.languages ?? []);
  if (!isNullableString(defaultLanguage) || !languages.success) return undefined;
  return {
    siteName,
    totalPagesFound,
    analysisMethod: method.data,
    processingTimeSeconds,
    cachedPages,
    defaultLanguage,
    languages: languages.data,
  };
}

const siteLanguagesSchema = analysisRecordSchema.shape.languages.unwrap();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}
