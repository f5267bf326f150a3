import { load, type CheerioAPI } from 'cheerio';
import { cleanDeclaredText } from './clean-text.js';
import type { ExtractedPage } from './extract-page.js';
import { readTitle } from './page-fields.js';
import { brandFromTitle, hostnameOf, isGenericName } from './site-identity-names.js';
import { capLength } from './text-utils.js';

export { refineSiteName, siteNameFromTitles, type SiteTitles } from './site-identity-names.js';

export interface SiteIdentity {
  siteName: string;
  summary: string;
}

const MAX_SITE_NAME_CHARS = 100;

type JsonLdNode = Record<string, unknown>;

/** Every object of the page's JSON-LD blocks, @graph members and arrays included. */
function jsonLdNodes($: CheerioAPI): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') {
      const node = value as JsonLdNode;
      nodes.push(node);
      if ('@graph' in node) visit(node['@graph']);
    }
  };
  $('script[type="application/ld+json" i]').each((_, element) => {
    try {
      visit(JSON.parse($(element).text()));
    } catch {
      // A malformed block names nothing; the other sources still can.
    }
  });
  return nodes;
}

function jsonLdName(nodes: readonly JsonLdNode[], types: readonly string[]): string {
  for (const node of nodes) {
    const type = node['@type'];
    const typeList = Array.isArray(type) ? type : [type];
    const name = node.name;
    if (typeList.some((entry) => types.includes(String(entry))) && typeof name === 'string') {
      const cleaned = cleanDeclaredText(name);
      if (!isGenericName(cleaned)) return cleaned;
    }
  }
  return '';
}

const ORGANIZATION_TYPES = [
  'Organization',
  'Corporation',
  'LocalBusiness',
  'OnlineStore',
  'NGO',
  'EducationalOrganization',
];

/** The name the site declares for itself, in order of how directly it names the site. */
function declaredName($: CheerioAPI): string {
  const meta = (selector: string) => {
    const value = cleanDeclaredText($(selector).first().attr('content') ?? '');
    return isGenericName(value) ? '' : value;
  };
  const nodes = jsonLdNodes($);
  return (
    meta('meta[property="og:site_name" i]') ||
    meta('meta[name="application-name" i]') ||
    jsonLdName(nodes, ['WebSite']) ||
    jsonLdName(nodes, ORGANIZATION_TYPES)
  );
}

/**
 * The site's name and a one-line summary, read from its homepage and what extraction read of it (the
 * summary is its declared description, else its lead paragraph). Without a declared name, the title
 * gives one when it can; refineSiteName (site-identity-names.ts) improves a guessed name once the
 * titles of the other pages are known.
 */
export function extractSiteIdentity(
  html: string,
  url: string,
  homepage: Pick<ExtractedPage, 'declaredDescription' | 'leadParagraph'>,
): SiteIdentity {
  const $ = load(html);
  const hostname = hostnameOf(url);
  const siteName = declaredName($) || brandFromTitle(readTitle($), hostname) || hostname;
  return {
    siteName: capLength(siteName, MAX_SITE_NAME_CHARS),
    summary: homepage.declaredDescription || homepage.leadParagraph,
  };
}
