/**
 * Token counts estimated from characters, without a tokenizer: Claude's tokenizer averages about
 * four characters of English per token, and 3.5 errs on the side of more tokens, so budgets hold for
 * denser text too. The API's `usage` gives the real figures afterwards.
 */
const CHARS_PER_TOKEN = 3.5;

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

/** Cuts `text` to about `maxTokens`, at a word boundary, marking the cut. */
export function truncateToTokens(text: string, maxTokens: number): string {
  const maxChars = Math.max(0, Math.floor(maxTokens * CHARS_PER_TOKEN));
  if (text.length <= maxChars) return text;
  const marker = ' […]';
  const room = Math.max(0, maxChars - marker.length);
  const cut = text.slice(0, room);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > room * 0.8 ? cut.slice(0, lastSpace) : cut}${marker}`;
}

/** Shortens a sentence to `maxChars`, at a word boundary, with an ellipsis. */
export function shortenText(text: string, maxChars: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxChars) return clean;
  const cut = clean.slice(0, maxChars - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
