import { browserStorage } from '../../storage/browser-storage.js';
import { createConsentController } from './consent-controller.js';
import type { ConsentController } from './consent-controller.js';
import { isDoNotTrack } from './consent-state.js';
import type { DataLayerHost } from './data-layer.js';
import { dataLayerOf } from './data-layer.js';

const TAG_MANAGER_ID: string | null = import.meta.env.VITE_GTM_ID || import.meta.env.GTM_ID || null;

/**
 * Loads gtm.js as a script file from Google's origin, never as inline code, so the gateway's
 * Content-Security-Policy (no inline scripts; Tag Manager's origins admitted when GTM_ID is set) lets
 * it run.
 */
function loadTagManager(id: string) {
  dataLayerOf(window as DataLayerHost).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

let controller: ConsentController | null = null;

/** This window's consent, created when the app first renders: before any event can be tracked. */
export function browserConsent(): ConsentController {
  controller ??= createConsentController({
    host: window as DataLayerHost,
    storage: browserStorage('localStorage'),
    doNotTrack: isDoNotTrack(navigator.doNotTrack),
    tagManagerId: TAG_MANAGER_ID,
    loadTagManager,
    now: () => new Date(),
  });
  return controller;
}
