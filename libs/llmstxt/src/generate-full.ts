import type { PageCategory } from '@signpost/contracts';
import { uniquePages, siteSummary, siteTitle } from './generate.js';
import { groupPages } from './group-pages.js';
import { linkUrl, oneLine } from './plain-text.js';
import { trimEndOf } from './text-scan.js';

export interface FullPage {
  url: string;
  title: string;
  category: PageCategory;
  qualityScore?: number | undefined;
  /** The site's own navigation group of the page; the section of its category without one. */
  section?: string | null | undefined;
  /** The page's main content as Markdown or plain text. */
  content: string;
}

export interface LlmsFullInput {
  siteName: string;
  summary: string;
  pages: readonly FullPage[];
  /** Bound on the whole file in UTF-8 bytes; content past it is cut with a marker. */
  maxBytes?: number;
}

/** What assistants can take in one read comfortably; the file is cut there by default. */
export const DEFAULT_FULL_MAX_BYTES = 1024 * 1024;

const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * Page content placed under an H2 of ours: line endings made LF, trailing white space dropped and
 * its own headings moved two levels down, so they cannot start a section or a second title. Every
 * step is one pass over a line (crawled pages hold lines of any length and any run of blanks).
 */
function bodyOf(content: string): string {
  return content
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) =>
      line
        .trimEnd()
        .replace(/^ {0,3}(#{1,6})(?=\s|$)/, (marks) => '#'.repeat(Math.min(6, marks.trim().length + 2))),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
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
 * Writes an llms-full.txt: the same H1 and summary as llms.txt, then each page's content under its
 * own H2 with its source URL, in the llms.txt's section order, within a byte budget. A page cut by
 * the budget ends with a marker naming its URL, and the file ends by counting the pages left out.
 */
export function generateLlmsFullTxt(input: LlmsFullInput): string {
  const maxBytes = input.maxBytes ?? DEFAULT_FULL_MAX_BYTES;
  const head = `# ${siteTitle(input.siteName)}\n\n> ${siteSummary(input.siteName, input.summary)}\n`;
  const ordered = groupPages(uniquePages(input.pages)).flatMap((group) => group.pages);
  const blocks: string[] = [head];
  // Room kept for the closing note, so the budget holds however the pages fall.
  const reserve = 400;
  let used = byteLength(head);
  let omitted = 0;
  let budgetReached = false;
  for (const page of ordered) {
    // Once the budget is reached, the remaining pages are left out whole rather than in fragments.
    if (budgetReached) {
      omitted += 1;
      continue;
    }
    const url = linkUrl(page.url);
    const heading = `\n## ${oneLine(page.title) || url}\n\nSource: ${url}\n`;
    const body = bodyOf(page.content);
    const block = body ? `${heading}\n${body}\n` : heading;
    const room = maxBytes - reserve - used;
    if (byteLength(block) <= room) {
      blocks.push(block);
      used += byteLength(block);
      continue;
    }
    budgetReached = true;
    const marker = `\n\n[Truncated: this page is cut to keep the file within ${maxBytes} bytes. Read it in full at ${url}]\n`;
    const cut = cutToBytes(body, room - byteLength(heading) - byteLength(marker));
    if (cut === '') omitted += 1;
    else blocks.push(`${heading}\n${cut}${marker}`);
  }
  if (omitted > 0) {
    blocks.push(
      `\n[Truncated: ${omitted} more ${omitted === 1 ? 'page is' : 'pages are'} left out to keep this file within ${maxBytes} bytes; llms.txt links to every page.]\n`,
    );
  }
  return blocks.join('');
}
