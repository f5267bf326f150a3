import { isValidEmail, isValidWebsiteUrl, withDefaultProtocol } from '@signpost/contracts';
import type { WorkflowEvent } from './workflow-events.js';

/** The query parameters the wizard reads on / and /analyze (docs/product-rules.md, The journey). */
const ENTRY_PARAMS = ['url', 'websiteUrl', 'email', 'coffee', 'solo', 'rerun'] as const;

/**
 * The events a link into the wizard stands for. `url` (or `websiteUrl`) submits the address; an
 * `email` for a visitor who is not signed in opens email capture, on the solo tier when coming back
 * from the coffee checkout (`coffee=true` or `solo=true`), else on starter. `rerun=true` re-runs an
 * earlier analysis, which every submit does already: each run is started fresh (`force`).
 */
export function queryEntryEvents(search: URLSearchParams, signedIn: boolean): WorkflowEvent[] {
  const rawUrl = (search.get('url') ?? search.get('websiteUrl') ?? '').trim();
  const websiteUrl = isValidWebsiteUrl(rawUrl) ? withDefaultProtocol(rawUrl) : '';
  const email = (search.get('email') ?? '').trim();
  const fromCoffee = search.get('coffee') === 'true' || search.get('solo') === 'true';

  // An entry link starts afresh, whatever run the tab had restored (a dashboard Re-run, say).
  const fresh: WorkflowEvent = { type: 'new-analysis-started' };
  if (!signedIn && isValidEmail(email)) {
    return [
      fresh,
      {
        type: 'email-capture-requested',
        email,
        tier: fromCoffee ? 'solo' : 'starter',
        websiteUrl: websiteUrl || undefined,
      },
    ];
  }
  return websiteUrl ? [fresh, { type: 'url-submitted', websiteUrl }] : [];
}

/**
 * Whether the address carries any entry parameter, which is removed once read (a reload must not resubmit).
 */
export function hasEntryParams(search: URLSearchParams): boolean {
  return ENTRY_PARAMS.some((name) => search.has(name));
}
