import type { Tier } from '@signpost/contracts';
import { dataLayerOf } from './data-layer.js';
import type { DataLayerHost } from './data-layer.js';

/** The product's analytics events (docs/product-rules.md, Consent and analytics), with what each carries. */
export interface AnalyticsEvents {
  tier_selected: { tier: Tier; source: string };
  login_click: { source: string };
  signup_click: { source: string };
}

export type AnalyticsEvent = keyof AnalyticsEvents;

/**
 * Records an event in the data layer. The layer is a local array: nothing leaves the browser unless
 * a tag manager was loaded with consent, and it applies the consent signals to every tag.
 */
export function trackIn<E extends AnalyticsEvent>(
  host: DataLayerHost,
  event: E,
  params: AnalyticsEvents[E],
): void {
  dataLayerOf(host).push({ event, ...params });
}

/** `trackIn` on this window: what the app's features call. */
export function track<E extends AnalyticsEvent>(event: E, params: AnalyticsEvents[E]): void {
  trackIn(window as DataLayerHost, event, params);
}
