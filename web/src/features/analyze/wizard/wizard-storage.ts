import { tierSchema } from '@signpost/contracts';
import { z } from 'zod';
import type { KeyValueStorage } from '../../../storage/browser-storage.js';
import { browserStorage, readJson, removeEntry, writeJson } from '../../../storage/browser-storage.js';
import type { WorkflowState, WorkflowStateName } from '../workflow/workflow-state.js';
import { initialWorkflowState, MAX_ANALYSIS_ATTEMPTS } from '../workflow/workflow-state.js';

export const WIZARD_STORAGE_KEY = 'signpost.wizard';
/** 4: the pages and summary are no longer kept here; the analysis is read again after a reload. */
const STORAGE_VERSION = 4;

const RESTORABLE_STATES: ReadonlySet<WorkflowStateName> = new Set(['ANALYSIS', 'REVIEW', 'GENERATION']);

/**
 * Keeps a running or finished analysis across a page reload within the tab. Only the steps after
 * the URL input are worth keeping; errors and limit notices are moments, not state.
 */
export function saveWizardState(storage: KeyValueStorage | null, state: WorkflowState): void {
  if (!RESTORABLE_STATES.has(state.current) || state.analysisId === null) {
    clearWizardState(storage);
    return;
  }
  // A full or disabled storage only costs the reload convenience; the wizard works without it.
  writeJson(storage, WIZARD_STORAGE_KEY, {
    version: STORAGE_VERSION,
    step: state.current,
    websiteUrl: state.websiteUrl,
    userEmail: state.userEmail,
    tier: state.tier,
    analysisId: state.analysisId,
    attempt: state.attempt,
    analysisFailure: state.analysisFailure,
    completedAnalysisId: state.lastProcessedAnalysisId,
    selectedUrls: state.selectedUrls,
    language: state.language,
    llmFileId: state.llmFileId,
  });
}

export function clearWizardState(storage: KeyValueStorage | null): void {
  removeEntry(storage, WIZARD_STORAGE_KEY);
}

/** Session storage: a reload within the tab restores the wizard, a new tab starts afresh. */
export function wizardStorage(): KeyValueStorage | null {
  return browserStorage('sessionStorage');
}

/** The stored wizard, or the initial state when nothing valid is stored (restore checks each field). */
export function loadWizardState(storage: KeyValueStorage | null): WorkflowState {
  return restore(readJson(storage, WIZARD_STORAGE_KEY, z.unknown())) ?? initialWorkflowState;
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
  const selectedUrls = raw.selectedUrls;
  if (!Array.isArray(selectedUrls) || !selectedUrls.every((url) => typeof url === 'string')) return null;
  const language = raw.language ?? null;
  if (!isNullableString(language)) return null;

  const finished = step === 'REVIEW' || step === 'GENERATION';
  if (finished && completedAnalysisId !== analysisId) return null;
  if (step === 'GENERATION' && llmFileId === null) return null;

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
    selectedUrls,
    language,
    llmFileId,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}
