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

function hostnameOf(input: string): string {
  try {
    return new URL(withDefaultProtocol(input)).hostname;
  } catch {
    return '';
  }
}

const PRIVATE_HOST =
  /^(?:127\.|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|169\.254\.|0\.|\[(?:::1|f[cd][0-9a-f]{2}:|fe80:))/i;

/**
 * Why the address typed cannot be analysed, in words a person can act on, or null when it can be (or
 * nothing is typed yet). The form shows it as the address is typed; the server's check is the same.
 */
export function websiteUrlProblem(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '' || isValidWebsiteUrl(trimmed)) return null;
  if (/\s/.test(trimmed)) return 'A web address has no spaces. Enter one such as example.com.';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https' && trimmed.includes('://')) {
    return `Only http:// and https:// addresses can be read, not ${scheme}://.`;
  }
  const host = hostnameOf(trimmed);
  if (host === 'localhost' || host.endsWith('.localhost')) {
    return 'localhost is this computer, not a website others can open: Signpost reads public sites.';
  }
  if (host !== '' && !host.includes('.') && !host.includes(':')) {
    return `“${host}” is not a full domain name: add its ending, such as ${host}.com.`;
  }
  return 'Enter a full address such as example.com or https://example.com/docs.';
}

/**
 * A note on an address that is valid but will most likely be refused: a private or loopback address,
 * which only an install that opened it can read (SIGNPOST_CRAWL_ALLOW_ADDRESSES). Null otherwise.
 */
export function websiteUrlWarning(input: string): string | null {
  if (!isValidWebsiteUrl(input)) return null;
  const host = hostnameOf(input.trim());
  if (!PRIVATE_HOST.test(host)) return null;
  return `${host} is a private address: Signpost reads public websites, unless this install was set up to read it.`;
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
