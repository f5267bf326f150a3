import { closeOpenFence } from './full-text-body.js';
import { byteLength, describeBytes, estimateTokens } from './text-size.js';
import { trimEndOf } from './text-scan.js';

/** One page as llms-full.txt holds it: its heading (title and source) and its body. */
export interface PageBlock {
  url: string;
  title: string;
  heading: string;
  body: string;
  text: string;
  bytes: number;
  tokens: number;
  /** Set when the body is cut to fit one file. */
  cut: { url: string; title: string; bytes: number; keptBytes: number } | null;
}

/** The longest prefix of `text` within `budget` UTF-8 bytes, cut at a line or word boundary. */
function cutToBytes(text: string, budget: number): string {
  if (budget <= 0) return '';
  const bytes = Buffer.from(text, 'utf8').subarray(0, budget);
  // Decoding a cut multi-byte sequence yields U+FFFD at the end; it is dropped.
  const prefix = trimEndOf(bytes.toString('utf8'), '\uFFFD');
  const boundary = Math.max(prefix.lastIndexOf('\n'), prefix.lastIndexOf(' '));
  return (boundary > prefix.length / 2 ? prefix.slice(0, boundary) : prefix).trimEnd();
}

/**
 * A page longer than one file may hold, cut to `room` bytes with a note that says how much is left
 * out, why, and where the whole page is. A code block the cut leaves open is closed.
 */
export function cutPageBlock(block: PageBlock, room: number, budgetBytes: number): PageBlock {
  const bodyBytes = byteLength(block.body);
  const marker =
    `\n\n[Cut: this page's text is ${describeBytes(bodyBytes)}, more than one file holds here ` +
    `(${describeBytes(budgetBytes)}), so its end is left out. Read it in full at ${block.url}]\n`;
  const allowed = room - byteLength(block.heading) - byteLength(marker) - 1;
  let kept = closeOpenFence(cutToBytes(block.body, allowed));
  // Closing a fence adds a line; the cut is made that much shorter.
  if (byteLength(kept) > allowed)
    kept = closeOpenFence(cutToBytes(block.body, 2 * allowed - byteLength(kept)));
  const text = `${block.heading}\n${kept}${marker}`;
  const keptBytes = byteLength(kept);
  return {
    ...block,
    text,
    bytes: byteLength(text),
    tokens: estimateTokens(text),
    cut: { url: block.url, title: block.title, bytes: bodyBytes, keptBytes },
  };
}
