/**
 * The visitor's consent, kept in local storage and turned into the tag manager's consent signals.
 * Pure: the storage and the browser's Do Not Track flag are passed in, so the rules can be tested.
 */

export const CONSENT_STORAGE_KEY = 'signpost_consent';

/** The optional categories; necessary storage (the session) needs no consent. */
export const CONSENT_CATEGORIES = ['analytics', 'functional', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentChoices = Record<ConsentCategory, boolean>;

export const ALL_DENIED: ConsentChoices = { analytics: false, functional: false, marketing: false };
export const ALL_GRANTED: ConsentChoices = { analytics: true, functional: true, marketing: true };

export interface StoredConsent {
  choices: ConsentChoices;
  /** ISO date of the decision, so a policy change can ask again later. */
  decidedAt: string;
}

type ConsentSignal = 'granted' | 'denied';

/** Google consent mode's keys, which tag managers read from the data layer. */
export interface ConsentSignals {
  analytics_storage: ConsentSignal;
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
  functionality_storage: ConsentSignal;
  personalization_storage: ConsentSignal;
  security_storage: 'granted';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored decision, or null when there is none or it is not one this version wrote. */
export function parseStoredConsent(raw: string | null): StoredConsent | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.choices) || typeof value.decidedAt !== 'string') return null;
  const stored = value.choices;
  if (!CONSENT_CATEGORIES.every((category) => typeof stored[category] === 'boolean')) return null;
  const choices = Object.fromEntries(CONSENT_CATEGORIES.map((category) => [category, stored[category]]));
  return { choices: choices as ConsentChoices, decidedAt: value.decidedAt };
}

export function serialiseConsent(choices: ConsentChoices, now: Date): string {
  return JSON.stringify({ choices, decidedAt: now.toISOString() } satisfies StoredConsent);
}

/** Do Not Track as browsers report it: '1' (most), 'yes' (old Firefox); anything else is off. */
export function isDoNotTrack(value: string | null | undefined): boolean {
  return value === '1' || value === 'yes';
}

/** What may run: nothing optional under Do Not Track or before a decision, else the decision. */
export function effectiveChoices(stored: StoredConsent | null, doNotTrack: boolean): ConsentChoices {
  if (doNotTrack || stored === null) return ALL_DENIED;
  return stored.choices;
}

/** Whether to ask: not under Do Not Track (the answer is already no), nor once decided. */
export function needsDecision(stored: StoredConsent | null, doNotTrack: boolean): boolean {
  return !doNotTrack && stored === null;
}

export function consentSignals(choices: ConsentChoices): ConsentSignals {
  const signal = (granted: boolean): ConsentSignal => (granted ? 'granted' : 'denied');
  return {
    analytics_storage: signal(choices.analytics),
    ad_storage: signal(choices.marketing),
    ad_user_data: signal(choices.marketing),
    ad_personalization: signal(choices.marketing),
    functionality_storage: signal(choices.functional),
    personalization_storage: signal(choices.functional),
    security_storage: 'granted',
  };
}

/** A tag manager only ever loads for someone who allowed measuring or marketing. */
export function mayLoadTagManager(choices: ConsentChoices): boolean {
  return choices.analytics || choices.marketing;
}
