import { isAnalysisFailureCode, type AnalysisFailureCode } from '@signpost/contracts';

/** What the failure panel offers: whether trying again can help, and what the owner can do. */
export interface FailureActions {
  retry: boolean;
  advice: string | null;
}

/**
 * The actions that fit each failure. A refusal that no retry changes (a private address, robots.txt,
 * a site with no pages) offers no Retry; a site that blocks our crawler says how to let it in.
 */
const ACTIONS: Record<AnalysisFailureCode, FailureActions> = {
  site_timeout: { retry: true, advice: null },
  site_unreachable: {
    retry: true,
    advice:
      'Check that the address opens in your browser. An address typed without https:// is also tried over http.',
  },
  site_not_found: { retry: false, advice: 'Check the spelling of the address, then start over with it.' },
  site_forbidden: {
    retry: true,
    advice:
      'If the site is yours, let our crawler in: allow the user agent SignpostBot in your firewall, CDN or bot protection, then retry.',
  },
  site_rate_limited: {
    retry: true,
    advice: 'Wait a minute before retrying: the site asked our crawler to slow down.',
  },
  robots_disallowed: {
    retry: false,
    advice: 'If the site is yours, allow SignpostBot in robots.txt (User-agent: SignpostBot, then Allow: /).',
  },
  address_refused: {
    retry: false,
    advice:
      'Signpost reads public websites only. To read a site on a private network, run Signpost yourself and open its address with SIGNPOST_CRAWL_ALLOW_ADDRESSES.',
  },
  no_pages: {
    retry: false,
    advice: 'Signpost reads HTML pages: enter the address of a page of the site itself.',
  },
  cancelled: { retry: false, advice: null },
  internal: { retry: true, advice: null },
};

export function failureActions(code: string | null | undefined): FailureActions {
  return code !== null && code !== undefined && isAnalysisFailureCode(code)
    ? ACTIONS[code]
    : { retry: true, advice: null };
}
