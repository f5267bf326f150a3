import type { Tier } from '@signpost/contracts';
import { parseTier } from '../plans/plan-catalogue.js';

/** What /login and /signup read from their query string (docs/product-rules.md, Screens). */
export interface AuthLinkParams {
  email: string;
  tier: Tier | null;
  /** The site the visitor meant to analyse; older links name it `website`, so both are read. */
  websiteUrl: string;
}

export function readAuthParams(search: URLSearchParams): AuthLinkParams {
  return {
    email: search.get('email')?.trim() ?? '',
    tier: parseTier(search.get('tier')),
    websiteUrl: (search.get('websiteUrl') ?? search.get('website') ?? '').trim(),
  };
}

/** A link to the sign-in or sign-up page carrying what the visitor already told us. */
export function authLink(pathname: '/login' | '/signup', params: Partial<AuthLinkParams>): string {
  const query = new URLSearchParams();
  if (params.tier) query.set('tier', params.tier);
  if (params.email) query.set('email', params.email);
  if (params.websiteUrl) query.set('websiteUrl', params.websiteUrl);
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/** Where a signed-in visitor of /login goes: home, with the site to analyse when one was given. */
export function homePath(websiteUrl: string | null): string {
  return websiteUrl ? `/?${new URLSearchParams({ url: websiteUrl })}` : '/';
}

/** The analysis page, pre-filled with the site when one was given. */
export function analyzePath(websiteUrl: string | null): string {
  return websiteUrl ? `/analyze?${new URLSearchParams({ url: websiteUrl })}` : '/analyze';
}
