import { SITE_VERIFICATION_META_NAME } from '@signpost/contracts';

/**
 * How much of a home page is read for the tag: it belongs in the head, and a bounded scan keeps the
 * gateway's thread free whatever a site sends.
 */
export const HOME_PAGE_SCAN_CHARS = 256 * 1024;
/** A meta tag longer than this is not one an owner wrote for us; skipping it bounds the attribute scan. */
const MAX_TAG_CHARS = 2_048;
/** One attribute: a name, and a double-quoted, single-quoted or bare value. */
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * The tokens of `<meta name="signpost-site-verification" content="…">` tags in the first
 * HOME_PAGE_SCAN_CHARS of a page: one forward scan for `<meta`, each tag's attributes read with a
 * linear pattern, no DOM and no recursion.
 */
export function verificationTokensIn(html: string): string[] {
  const text = html.slice(0, HOME_PAGE_SCAN_CHARS);
  const lower = text.toLowerCase();
  const tokens: string[] = [];
  let at = lower.indexOf('<meta');
  while (at !== -1) {
    const end = lower.indexOf('>', at);
    if (end === -1) break;
    if (end - at <= MAX_TAG_CHARS) {
      const attributes = attributesOf(text.slice(at + '<meta'.length, end));
      const content = attributes.get('content');
      if (attributes.get('name')?.trim().toLowerCase() === SITE_VERIFICATION_META_NAME && content) {
        tokens.push(content.trim());
      }
    }
    at = lower.indexOf('<meta', end);
  }
  return tokens;
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', double, single, bare] of tag.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, double ?? single ?? bare ?? '');
  }
  return attributes;
}
