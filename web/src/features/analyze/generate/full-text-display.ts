import type { LlmFullTextResponse } from '@signpost/contracts';
import { formatFileSize } from './format-file-size.js';

/** "≈ 210,000 tokens": an estimate, so rounded to two significant figures. */
export function formatTokens(tokens: number): string {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(tokens, 1))) - 1);
  return `≈ ${(Math.round(tokens / magnitude) * magnitude).toLocaleString('en-US')} tokens`;
}

const pages = (count: number) => (count === 1 ? '1 page' : `${count.toLocaleString('en-US')} pages`);

/** The sentence over the full text's files: its size, and why and how it is split when it is. */
export function fullTextSummary(full: LlmFullTextResponse): string {
  const pageCount = full.sections.reduce((sum, section) => sum + section.pageCount, 0);
  const tokens = full.sections.reduce((sum, section) => sum + section.estimatedTokens, 0);
  const size = `${formatFileSize(full.wholeBytes)}, ${formatTokens(tokens)}`;
  if (!full.split) return `All ${pages(pageCount)} in one file: ${size}.`;
  const files = full.files.length - 1;
  return (
    `The text of the ${pages(pageCount)} (${size}) is more than the ${formatFileSize(full.budgetBytes)} ` +
    `one file holds, so it is split into ${files} files by section. llms.txt lists them under ` +
    `“Full text” and llms-full.txt lists them too: upload them beside llms.txt.`
  );
}

/** What is left out of the cut pages, said plainly, or nothing when no page is cut. */
export function cutPagesNotice(full: LlmFullTextResponse): string | null {
  const cut = full.files.flatMap((file) => file.cutPages);
  if (cut.length === 0) return null;
  const subject = cut.length === 1 ? '1 page is' : `${cut.length} pages are`;
  return (
    `${subject} longer than one file may hold (${formatFileSize(full.budgetBytes)}), so the end of ` +
    `${cut.length === 1 ? 'it is' : 'each is'} left out; the file says so where it is cut and links to the page:`
  );
}
