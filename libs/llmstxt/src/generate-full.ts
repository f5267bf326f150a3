import type { PageCategory } from '@signpost/contracts';
import { fullTextBody } from './full-text-body.js';
import { uniquePages, siteSummary, siteTitle } from './generate.js';
import { groupPages } from './group-pages.js';
import { fileNotes, fullTextIndex, sectionFileHeader, type FullTextContext } from './full-text-notes.js';
import { cutPageBlock, type PageBlock } from './full-text-cut.js';
import { linkUrl, oneLine } from './plain-text.js';
import { byteLength, estimateTokens } from './text-size.js';

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
  /** Where the files are served, beside llms.txt (the site's root): the split files are linked there. */
  baseUrl: string;
  /** Most UTF-8 bytes one file holds; a whole text past it is split into one file per section. */
  budgetBytes?: number;
}

/** A page longer than one file may hold on its own: the file keeps its start and says so. */
export interface CutPage {
  url: string;
  title: string;
  bytes: number;
  keptBytes: number;
}

export interface FullTextFile {
  /** `llms-full.txt`, or `llms-full-<section>.txt` (`-part-<n>` for a long section) when split. */
  name: string;
  /** Where it is meant to be served: beside llms.txt. */
  url: string;
  /** What the file holds, as the listing names it: a section, a part of one, or every section. */
  label: string;
  sections: string[];
  pageCount: number;
  bytes: number;
  estimatedTokens: number;
  cutPages: CutPage[];
  content: string;
}

export interface FullTextSection {
  name: string;
  pageCount: number;
  /** The text of the section's pages, headings included, as a file holds it. */
  bytes: number;
  estimatedTokens: number;
  /** The files holding its pages. */
  files: string[];
}

export interface LlmsFull {
  budgetBytes: number;
  /** The whole was over the budget: llms-full.txt lists the section files instead of holding the text. */
  split: boolean;
  /** Every selected page's text in one file, as it would be without a budget. */
  wholeBytes: number;
  /** llms-full.txt first, then the section files in llms.txt's section order. */
  files: FullTextFile[];
  sections: FullTextSection[];
}

/** What an assistant takes in comfortably from one read (about 260,000 tokens of English). */
export const DEFAULT_FULL_BUDGET_BYTES = 1024 * 1024;
export const FULL_TEXT_FILE = 'llms-full.txt';

interface SectionBlocks {
  name: string;
  blocks: PageBlock[];
}

function blockOf(page: FullPage): PageBlock {
  const url = linkUrl(page.url);
  const title = oneLine(page.title) || url;
  const heading = `\n## ${title}\n\nSource: ${url}\n`;
  const body = fullTextBody(page.content);
  const text = body ? `${heading}\n${body}\n` : heading;
  return {
    url,
    title,
    heading,
    body,
    text,
    bytes: byteLength(text),
    tokens: estimateTokens(text),
    cut: null,
  };
}

function describe(
  baseUrl: string,
  name: string,
  label: string,
  sections: string[],
  blocks: PageBlock[],
  content: string,
): FullTextFile {
  return {
    name,
    url: new URL(name, baseUrl).href,
    label,
    sections,
    pageCount: blocks.length,
    bytes: byteLength(content),
    estimatedTokens: estimateTokens(content),
    cutPages: blocks.flatMap((block) => (block.cut ? [block.cut] : [])),
    content,
  };
}

/** A section's name as part of a file name: ASCII letters, digits and dashes; by position without any. */
function slugOf(name: string, position: number): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48)
    .replace(/-$/, '');
  return slug || `section-${position + 1}`;
}

/** Pages in file-sized parts, in order; a page longer than a file on its own is cut to fit one. */
function packSection(blocks: readonly PageBlock[], room: number, context: FullTextContext): PageBlock[][] {
  const parts: PageBlock[][] = [];
  let current: PageBlock[] = [];
  let used = 0;
  for (const whole of blocks) {
    const block = whole.bytes > room ? cutPageBlock(whole, room, context.budgetBytes) : whole;
    if (current.length > 0 && used + block.bytes > room) {
      parts.push(current);
      current = [];
      used = 0;
    }
    current.push(block);
    used += block.bytes;
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

function splitFiles(sections: readonly SectionBlocks[], context: FullTextContext): FullTextFile[] {
  const taken = new Set([FULL_TEXT_FILE]);
  const uniqueName = (stem: string) => {
    let name = `${stem}.txt`;
    for (let n = 2; taken.has(name); n += 1) name = `${stem}-${n}.txt`;
    taken.add(name);
    return name;
  };
  return sections.flatMap((section, position) => {
    const pageCount = section.blocks.length;
    // The header's room is reserved for the largest figures it could state.
    const widest = sectionFileHeader(context, { section: section.name, part: 9999, parts: 9999, pageCount });
    const parts = packSection(section.blocks, context.budgetBytes - byteLength(widest) - 64, context);
    const stem = `llms-full-${slugOf(section.name, position)}`;
    return parts.map((blocks, index) => {
      const part = { section: section.name, part: index + 1, parts: parts.length, pageCount };
      const name = uniqueName(parts.length === 1 ? stem : `${stem}-part-${index + 1}`);
      const label =
        parts.length === 1 ? section.name : `${section.name} (part ${index + 1} of ${parts.length})`;
      const content = sectionFileHeader(context, part) + blocks.map((block) => block.text).join('');
      return describe(context.baseUrl, name, label, [section.name], blocks, content);
    });
  });
}

/**
 * Writes llms-full.txt: the same H1 and summary as llms.txt, then each page's content under its own
 * H2 with its source URL, in llms.txt's section order. When the whole is over the byte budget, no
 * page is dropped: the text is split into one file per section (a long section into parts), and
 * llms-full.txt lists those files with their sizes. Only a page longer than a file on its own is cut,
 * and its file says where and why.
 */
export function generateLlmsFull(input: LlmsFullInput): LlmsFull {
  const budgetBytes = input.budgetBytes ?? DEFAULT_FULL_BUDGET_BYTES;
  const title = siteTitle(input.siteName);
  const summary = siteSummary(input.siteName, input.summary);
  const head = `# ${title}\n\n> ${summary}\n`;
  const sections: SectionBlocks[] = groupPages(uniquePages(input.pages)).map((group) => ({
    name: group.title,
    blocks: group.pages.map(blockOf),
  }));
  const blocks = sections.flatMap((section) => section.blocks);
  const wholeBytes = byteLength(head) + blocks.reduce((sum, block) => sum + block.bytes, 0);
  const names = sections.map((section) => section.name);
  const stats = (files: readonly FullTextFile[]): FullTextSection[] =>
    sections.map((section) => ({
      name: section.name,
      pageCount: section.blocks.length,
      bytes: section.blocks.reduce((sum, block) => sum + block.bytes, 0),
      estimatedTokens: section.blocks.reduce((sum, block) => sum + block.tokens, 0),
      files: files.filter((file) => file.sections.includes(section.name)).map((file) => file.name),
    }));

  if (wholeBytes <= budgetBytes) {
    const content = head + blocks.map((block) => block.text).join('');
    const files = [describe(input.baseUrl, FULL_TEXT_FILE, 'All sections', names, blocks, content)];
    return { budgetBytes, split: false, wholeBytes, files, sections: stats(files) };
  }
  const context: FullTextContext = {
    title,
    summary,
    baseUrl: input.baseUrl,
    budgetBytes,
    wholeBytes,
    pageCount: blocks.length,
  };
  const parts = splitFiles(sections, context);
  const index = fullTextIndex(context, parts);
  const listing = describe(input.baseUrl, FULL_TEXT_FILE, 'List of the section files', [], [], index);
  const files = [listing, ...parts];
  return { budgetBytes, split: true, wholeBytes, files, sections: stats(files) };
}

/** The links llms.txt gives to the section files of a split full text; none when it is one file. */
export function fullTextLinks(full: LlmsFull): { title: string; url: string; notes: string }[] {
  if (!full.split) return [];
  return full.files.slice(1).map((file) => ({ title: file.label, url: file.url, notes: fileNotes(file) }));
}
