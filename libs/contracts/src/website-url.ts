/**
 * The website address rules of the wizard (docs/product-rules.md, Forms), shared by the browser's preview
 * check and the server's authoritative one so the two can never disagree.
 */
const WEBSITE_PATTERN = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;

export function withDefaultProtocol(input: string): string {
  const trimmed = input.trim();
  if (trimmed === '') return trimmed;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export function isValidWebsiteUrl(input: string): boolean {
  const candidate = withDefaultProtocol(input);
  if (!WEBSITE_PATTERN.test(candidate)) return false;
  try {
    const url = new URL(candidate);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The canonical form an analysis is keyed by: protocol added, host lower-cased, fragment dropped. */
export function normalizeWebsiteUrl(input: string): string {
  const url = new URL(withDefaultProtocol(input));
  url.hash = '';
  if (url.pathname === '') url.pathname = '/';
  return url.toString();
}

/**
 * The site an address belongs to: its host, lower case, without a leading `www.`, with its port when
 * it is not the scheme's default (`127.0.0.1:8080`). An owner publishes one file and keeps one
 * monitor per site.
 */
export function siteOf(url: string): string {
  return new URL(url).host.toLowerCase().replace(/^www\./, '');
}
