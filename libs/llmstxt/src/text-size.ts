export const byteLength = (text: string): number => Buffer.byteLength(text, 'utf8');

/** Chinese, Japanese and Korean characters, which tokenizers split about one per token. */
const isCjk = (code: number) =>
  (code >= 0x3040 && code <= 0x30ff) ||
  (code >= 0x3400 && code <= 0x4dbf) ||
  (code >= 0x4e00 && code <= 0x9fff) ||
  (code >= 0xac00 && code <= 0xd7af) ||
  (code >= 0xf900 && code <= 0xfaff);

/**
 * An estimate of the tokens a model reads for `text`: four characters a token, the usual figure for
 * English prose and code under the common tokenizers, and one token a character of Chinese, Japanese
 * or Korean, which those tokenizers cut much finer. Within some tens of percent; never a bill.
 */
export function estimateTokens(text: string): number {
  let cjk = 0;
  for (let index = 0; index < text.length; index += 1) if (isCjk(text.charCodeAt(index))) cjk += 1;
  return Math.ceil((text.length - cjk) / 4 + cjk);
}

/** "812 KB", "1.4 MB": a size as files are described to readers (powers of 1,000). */
export function describeBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** "about 208,000 tokens": rounded to two significant figures, as an estimate should be. */
export function describeTokens(tokens: number): string {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(tokens, 1))) - 1);
  const rounded = Math.round(tokens / magnitude) * magnitude;
  return `about ${rounded.toLocaleString('en-US')} tokens`;
}
