/**
 * Telling a site's name apart from the rest of a page title ("Pricing | Acme", "Acme Platform — Home"),
 * for one title and across all the titles of a site.
 */

const TITLE_SEPARATORS = / \| | - | — | – | · | :: | » /;

/** Words that name a page, never a site: a title part made only of them is not the brand. */
const PAGE_WORDS = new Set(
  [
    'home',
    'homepage',
    'home page',
    'welcome',
    'index',
    'untitled',
    'untitled document',
    'untitled page',
    'start',
    'main',
    'main page',
    'default',
    'default page',
    'page',
    'new tab',
    'loading',
    'blog',
    'docs',
  ].map((name) => comparable(name)),
);

/**
 * Words that stand for a site without naming it ("Lorem ipsum – My website"): not the brand either,
 * and the part beside them is then the page's own title, not the brand.
 */
const SITE_WORDS = new Set(
  ['website', 'web site', 'site', 'our website', 'my website', 'official website', 'official site'].map(
    (name) => comparable(name),
  ),
);

function comparable(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

export function isGenericName(name: string): boolean {
  const key = comparable(name);
  return key === '' || PAGE_WORDS.has(key) || SITE_WORDS.has(key);
}

/** "Welcome to Acme" names Acme. */
const withoutGreeting = (part: string) => part.replace(/^welcome to (?:the )?/i, '').trim();

export function titleParts(title: string): string[] {
  return title
    .split(TITLE_SEPARATORS)
    .map((part) => withoutGreeting(part.trim()))
    .filter((part) => !isGenericName(part));
}

function hostLabels(hostname: string): string[] {
  return hostname
    .split('.')
    .map(comparable)
    .filter((label) => label.length >= 2);
}

/**
 * The brand among the parts of one title ("Pricing | Acme", "Acme - Ship faster", "Acme Platform —
 * Home"): the part that matches the host name, else the only part left once page words (Home,
 * Welcome...) are set aside, else the shortest of several; null when nothing fits.
 */
export function brandFromTitle(title: string, hostname: string): string | null {
  // "Welcome to Acme" sets the name apart as a separator would.
  const separated = title.split(TITLE_SEPARATORS).length > 1 || /^\s*welcome to /i.test(title);
  const parts = titleParts(title);
  const labels = hostLabels(hostname);
  const matchesHost = (part: string) => {
    const key = comparable(part);
    return key.length >= 2 && labels.some((label) => label.includes(key) || key.includes(label));
  };
  const matching = parts.find(matchesHost);
  if (matching !== undefined) return matching;
  const standsForSite = title.split(TITLE_SEPARATORS).some((part) => SITE_WORDS.has(comparable(part)));
  if (parts.length === 1 && separated && !standsForSite) return parts[0] ?? null;
  if (parts.length < 2) return null;
  return parts.reduce((shortest, part) => (part.length < shortest.length ? part : shortest));
}

/** A name shared by at least this share of the titles that have parts to share... */
const SHARED_TITLE_SHARE = 0.5;
/** ...and by at least this many of them. */
const SHARED_TITLE_MIN = 2;

/**
 * The part that the site's page titles have in common as their first or last part ("Home | Acme",
 * "Pricing - Acme", "Acme — Blog"), or null when no part recurs on most of them.
 */
export function siteNameFromTitles(titles: readonly string[]): string | null {
  const counts = new Map<string, { name: string; count: number }>();
  let separated = 0;
  for (const title of titles) {
    if (title.split(TITLE_SEPARATORS).length < 2) continue;
    separated += 1;
    const parts = titleParts(title);
    const ends = new Set([parts[0], parts.at(-1)].filter((part): part is string => part !== undefined));
    for (const part of ends) {
      const key = comparable(part);
      const seen = counts.get(key);
      if (seen) seen.count += 1;
      else counts.set(key, { name: part, count: 1 });
    }
  }
  const needed = Math.max(SHARED_TITLE_MIN, Math.ceil(separated * SHARED_TITLE_SHARE));
  let best: { name: string; count: number } | null = null;
  for (const candidate of counts.values()) {
    if (candidate.count >= needed && (best === null || candidate.count > best.count)) best = candidate;
  }
  return best?.name ?? null;
}

export interface SiteTitles {
  /** The analysed address (its host name is the last resort). */
  url: string;
  homeTitle: string;
  /** Titles of the site's pages, the home page's included. */
  titles: readonly string[];
}

/**
 * A better name than `current` once every page title is known, or null to keep `current`. Only a
 * guessed name is replaced (the host name, a generic word, or what the home page's title alone gave);
 * a declared one (og:site_name, application-name, JSON-LD) stays.
 */
export function refineSiteName(current: string | null, site: SiteTitles): string | null {
  const hostname = hostnameOf(site.url);
  const guessed =
    current === null ||
    isGenericName(current) ||
    current === hostname ||
    current === brandFromTitle(site.homeTitle, hostname);
  if (!guessed) return null;
  const shared = siteNameFromTitles(site.titles);
  return shared !== null && shared !== current ? shared : null;
}

export function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}
