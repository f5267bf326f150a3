const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const BREAKS_AND_SPACES = /[\s\p{Cc}]+/gu;

/**
 * Text as one line of a file: control characters and line breaks become spaces, runs of white space
 * one space, and unpaired surrogates (which UTF-8 cannot encode) U+FFFD.
 */
export function oneLine(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD').replace(BREAKS_AND_SPACES, ' ').trim();
}

/**
 * Link text both the llms.txt reference parser and CommonMark read back unchanged. The reference
 * ends link text at the first `]` whatever escapes it, so square brackets become their full-width
 * forms, and a backslash (an escape in CommonMark) its full-width form too.
 */
export function linkText(title: string): string {
  return oneLine(title).replace(/\[/g, '［').replace(/\]/g, '］').replace(/\\/g, '＼');
}

/**
 * An absolute http(s) URL as a link destination: normalised, with parentheses percent-encoded
 * because the reference parser ends a destination at the first `)`.
 */
export function linkUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    throw new RangeError(`llms.txt links must be absolute http(s) URLs: ${JSON.stringify(url)}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new RangeError(`llms.txt links must be absolute http(s) URLs: ${JSON.stringify(url)}`);
  }
  return parsed.href.replace(/\(/g, '%28').replace(/\)/g, '%29');
}
