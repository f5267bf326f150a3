import { load } from 'cheerio';
import { isolateMainContent } from './main-content.js';
import { firstMeaningfulParagraph, readDeclaredDescription, readTitle } from './page-fields.js';
import { capLength, collapseWhitespace } from './text-utils.js';

export interface SiteIdentity {
  siteName: string;
  summary: string;
}

const TITLE_SEPARATORS = / \| | - | — | – | · | :: /;
const MAX_SITE_NAME_CHARS = 100;

const comparable = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * The brand among the parts of a title ("Pricing | Acme", "Acme - Ship faster"): the part that
 * matches the host name, else the shortest part when there are several; null when nothing fits.
 */
function brandFromTitle(title: string, hostname: string): string | null {
  const parts = title
    .split(TITLE_SEPARATORS)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const labels = hostname
    .split('.')
    .map(comparable)
    .filter((label) => label.length >= 2);
  const matchesHost = (part: string) => {
    const key = comparable(part);
    return key.length >= 2 && labels.some((label) => label.includes(key) || key.includes(label));
  };
  const matching = parts.find(matchesHost);
  if (matching !== undefined) return matching;
  if (parts.length < 2) return null;
  return parts.reduce((shortest, part) => (part.length < shortest.length ? part : shortest));
}

/** The site's name and a one-line summary, read from its homepage. */
export function extractSiteIdentity(html: string, url: string): SiteIdentity {
  const $ = load(html);
  const hostname = hostnameOf(url);
  const declaredName =
    collapseWhitespace($('meta[property="og:site_name" i]').first().attr('content') ?? '') ||
    collapseWhitespace($('meta[name="application-name" i]').first().attr('content') ?? '');
  const siteName = declaredName || brandFromTitle(readTitle($), hostname) || hostname;
  const declaredSummary = readDeclaredDescription($);
  return {
    siteName: capLength(siteName, MAX_SITE_NAME_CHARS),
    summary: declaredSummary || firstMeaningfulParagraph($, isolateMainContent($)),
  };
}
