import { linkText } from './plain-text.js';
import { describeBytes, describeTokens } from './text-size.js';

/** What the notes of a split full text say about the whole. */
export interface FullTextContext {
  title: string;
  summary: string;
  baseUrl: string;
  budgetBytes: number;
  wholeBytes: number;
  pageCount: number;
}

/** What a listing says of one file: where it is, what it holds, its size, and the pages cut to fit. */
export interface ListedFile {
  label: string;
  url: string;
  pageCount: number;
  bytes: number;
  estimatedTokens: number;
  cutPages: readonly unknown[];
}

const pages = (count: number) => (count === 1 ? '1 page' : `${count.toLocaleString('en-US')} pages`);

/** "24 pages, 812 KB, about 210,000 tokens": a file as a listing describes it. */
export function fileNotes(file: Pick<ListedFile, 'pageCount' | 'bytes' | 'estimatedTokens'>): string {
  return `${pages(file.pageCount)}, ${describeBytes(file.bytes)}, ${describeTokens(file.estimatedTokens)}`;
}

const whySplit = (context: FullTextContext) =>
  `The full text of the ${pages(context.pageCount)} in this site's llms.txt is ${describeBytes(context.wholeBytes)}, ` +
  `more than the ${describeBytes(context.budgetBytes)} one file holds here, so it is split into one file per section`;

/** The H1, summary and note opening one section's file (or one part of a long section). */
export function sectionFileHeader(
  context: FullTextContext,
  file: { section: string; part: number; parts: number; pageCount: number },
): string {
  const partOf = file.parts > 1 ? ` (part ${file.part} of ${file.parts})` : '';
  const holds =
    file.parts > 1
      ? `This file is part ${file.part} of ${file.parts} of the section "${file.section}", which has ${pages(file.pageCount)}.`
      : `This file holds the ${pages(file.pageCount)} of the section "${file.section}".`;
  return (
    `# ${context.title}: ${file.section}${partOf}\n\n> ${context.summary}\n\n${holds} ${whySplit(context)}; ` +
    `${new URL('llms-full.txt', context.baseUrl).href} lists every file.\n`
  );
}

/**
 * llms-full.txt of a split full text: an llms.txt-shaped list of the section files, each with its
 * size and an estimate of its tokens, so an assistant reads the sections it needs.
 */
export function fullTextIndex(context: FullTextContext, files: readonly ListedFile[]): string {
  const cut = files.flatMap((file) => file.cutPages);
  const cutNote =
    cut.length === 0
      ? ''
      : ` ${cut.length === 1 ? '1 page is' : `${cut.length} pages are`} longer than one file on its own and ` +
        `${cut.length === 1 ? 'is' : 'are'} cut; each says so where it is cut and links to the whole page.`;
  const links = files.map((file) => `- [${linkText(file.label)}](${file.url}): ${fileNotes(file)}`);
  return (
    `# ${context.title}\n\n> ${context.summary}\n\n${whySplit(context)}. Each link below is one file, ` +
    `with its size and an estimate of the tokens it takes to read.${cutNote}\n\n## Full text\n\n${links.join('\n')}\n`
  );
}
