import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../storage/memory-storage.js';
import { trackIn } from './analytics-events.js';
import { createConsentController } from './consent-controller.js';
import type { ConsentEnvironment } from './consent-controller.js';
import {
  ALL_DENIED,
  ALL_GRANTED,
  CONSENT_STORAGE_KEY,
  consentSignals,
  isDoNotTrack,
  parseStoredConsent,
  serialiseConsent,
} from './consent-state.js';
import type { DataLayerHost } from './data-layer.js';

const NOW = new Date('2026-11-24T06:00:00Z');

function setUp(options: { stored?: string; doNotTrack?: boolean; tagManagerId?: string | null } = {}) {
  const host: DataLayerHost = {};
  const storage = memoryStorage(options.stored ? { [CONSENT_STORAGE_KEY]: options.stored } : {});
  const loads: string[] = [];
  const env: ConsentEnvironment = {
    host,
    storage,
    doNotTrack: options.doNotTrack ?? false,
    tagManagerId: options.tagManagerId === undefined ? 'GTM-TEST' : options.tagManagerId,
    loadTagManager: (id) => loads.push(id),
    now: () => NOW,
  };
  const controller = createConsentController(env);
  /** The gtag commands pushed, as arrays (they are pushed as Arguments objects). */
  const commands = () =>
    (host.dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as IArguments));
  return { controller, storage, loads, commands, host };
}

const deniedSignals = consentSignals(ALL_DENIED);

describe('consent', () => {
  it('defaults to denied, asks, and loads nothing before a decision', () => {
    const { controller, commands, loads } = setUp();
    expect(commands()).toEqual([['consent', 'default', deniedSignals]]);
    expect(deniedSignals).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
    expect(controller.snapshot()).toMatchObject({ choices: ALL_DENIED, needsDecision: true });
    expect(loads).toEqual([]);
  });

  it('applies stored choices as an update after the denied default', () => {
    const stored = serialiseConsent({ analytics: true, functional: false, marketing: false }, NOW);
    const { controller, commands, loads } = setUp({ stored });
    expect(commands()).toEqual([
      ['consent', 'default', deniedSignals],
      ['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' })],
    ]);
    expect(controller.snapshot().needsDecision).toBe(false);
    expect(loads).toEqual(['GTM-TEST']);
  });

  it('keeps everything denied under Do Not Track, even with stored or new consent, and never asks', () => {
    const stored = serialiseConsent(ALL_GRANTED, NOW);
    const { controller, commands, loads } = setUp({ stored, doNotTrack: true });
    expect(controller.snapshot()).toMatchObject({
      choices: ALL_DENIED,
      needsDecision: false,
      doNotTrack: true,
    });
    controller.decide(ALL_GRANTED);
    expect(controller.snapshot().choices).toEqual(ALL_DENIED);
    expect(commands()).toEqual([
      ['consent', 'default', deniedSignals],
      ['consent', 'update', deniedSignals],
    ]);
    expect(loads).toEqual([]);
  });

  it('stores a decision, updates consent, loads the tag manager once, and tells subscribers', () => {
    const { controller, storage, commands, loads } = setUp();
    let told = 0;
    controller.subscribe(() => told++);
    controller.decide({ analytics: false, functional: true, marketing: false });
    expect(loads).toEqual([]);
    controller.decide(ALL_GRANTED);
    controller.decide(ALL_GRANTED);
    expect(loads).toEqual(['GTM-TEST']);
    expect(told).toBe(3);
    expect(commands().at(-1)).toEqual(['consent', 'update', consentSignals(ALL_GRANTED)]);
    expect(parseStoredConsent(storage.entries.get(CONSENT_STORAGE_KEY) ?? null)).toEqual({
      choices: ALL_GRANTED,
      decidedAt: NOW.toISOString(),
    });
  });

  it('never loads a script without a configured tag manager id', () => {
    const { controller, loads } = setUp({ tagManagerId: null });
    controller.decide(ALL_GRANTED);
    expect(loads).toEqual([]);
  });

  it('ignores a stored value it did not write', () => {
    expect(parseStoredConsent('not json')).toBeNull();
    expect(parseStoredConsent(JSON.stringify({ choices: { analytics: 'yes' }, decidedAt: 'x' }))).toBeNull();
    const { controller } = setUp({ stored: '{"choices":{}}' });
    expect(controller.snapshot().needsDecision).toBe(true);
  });

  it('reads Do Not Track as browsers report it', () => {
    expect(isDoNotTrack('1')).toBe(true);
    expect(isDoNotTrack('yes')).toBe(true);
    expect(isDoNotTrack('0')).toBe(false);
    expect(isDoNotTrack('unspecified')).toBe(false);
    expect(isDoNotTrack(null)).toBe(false);
  });

  it('pushes analytics events to the data layer with their fields', () => {
    const host: DataLayerHost = {};
    trackIn(host, 'tier_selected', { tier: 'growth', source: 'pricing' });
    trackIn(host, 'login_click', { source: 'header' });
    expect(host.dataLayer).toEqual([
      { event: 'tier_selected', tier: 'growth', source: 'pricing' },
      { event: 'login_click', source: 'header' },
    ]);
  });
});
