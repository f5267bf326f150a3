import type { KeyValueStorage } from '../../storage/browser-storage.js';
import { readText, writeText } from '../../storage/browser-storage.js';
import {
  ALL_DENIED,
  consentSignals,
  CONSENT_STORAGE_KEY,
  effectiveChoices,
  mayLoadTagManager,
  needsDecision,
  parseStoredConsent,
  serialiseConsent,
} from './consent-state.js';
import type { ConsentChoices, StoredConsent } from './consent-state.js';
import { dataLayerOf, gtagCommand } from './data-layer.js';
import type { DataLayerHost } from './data-layer.js';

export interface ConsentEnvironment {
  host: DataLayerHost;
  /** Local storage, or null where it is blocked (then nothing is remembered). */
  storage: KeyValueStorage | null;
  doNotTrack: boolean;
  /** The tag manager container id; without one no script is ever loaded. */
  tagManagerId: string | null;
  loadTagManager(id: string): void;
  now(): Date;
}

export interface ConsentSnapshot {
  /** What may run now (all denied under Do Not Track). */
  choices: ConsentChoices;
  /** What the visitor chose, if anything: the dialog shows it. */
  stored: StoredConsent | null;
  doNotTrack: boolean;
  needsDecision: boolean;
}

export interface ConsentController {
  snapshot(): ConsentSnapshot;
  decide(choices: ConsentChoices): void;
  subscribe(listener: () => void): () => void;
}

/**
 * Sets consent to denied in the data layer before anything else, then applies the stored decision.
 * The tag manager loads only once measuring or marketing is allowed, never under Do Not Track.
 */
export function createConsentController(env: ConsentEnvironment): ConsentController {
  const layer = dataLayerOf(env.host);
  const listeners = new Set<() => void>();
  let stored = parseStoredConsent(readText(env.storage, CONSENT_STORAGE_KEY));
  let loaded = false;
  let current = snapshotOf(stored);

  function snapshotOf(decision: StoredConsent | null): ConsentSnapshot {
    return {
      choices: effectiveChoices(decision, env.doNotTrack),
      stored: decision,
      doNotTrack: env.doNotTrack,
      needsDecision: needsDecision(decision, env.doNotTrack),
    };
  }

  function loadIfAllowed() {
    if (loaded || env.tagManagerId === null || !mayLoadTagManager(current.choices)) return;
    loaded = true;
    env.loadTagManager(env.tagManagerId);
  }

  gtagCommand(layer, 'consent', 'default', consentSignals(ALL_DENIED));
  if (stored !== null && !env.doNotTrack)
    gtagCommand(layer, 'consent', 'update', consentSignals(current.choices));
  loadIfAllowed();

  return {
    snapshot: () => current,
    decide(choices) {
      const now = env.now();
      // Storage full or blocked: the decision holds for this visit only.
      writeText(env.storage, CONSENT_STORAGE_KEY, serialiseConsent(choices, now));
      stored = { choices: { ...choices }, decidedAt: now.toISOString() };
      current = snapshotOf(stored);
      gtagCommand(layer, 'consent', 'update', consentSignals(current.choices));
      loadIfAllowed();
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
