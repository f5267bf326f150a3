import { readHeading } from './heading-line.js';
import { looksLikeBareUrl, readListLine } from './link-item.js';
import type { ParseProblem, ProblemCode } from './problems.js';
import { splitLines, type LineEndings } from './text-lines.js';

export interface LlmsTxtLink {
  title: string;
  url: string;
  notes: string | null;
  line: number;
}

export interface LlmsTxtSection {
  name: string;
  line: number;
  links: LlmsTxtLink[];
}

export interface ParsedLlmsTxt {
  /** The H1: the site or project name, the one required part. */
  title: string | null;
  titleLine: number | null;
  /** The blockquote right after the H1, its lines joined by spaces. */
  summary: string | null;
  summaryLine: number | null;
  /** Everything between the summary (or H1) and the first H2, as written. */
  details: string;
  detailsLine: number | null;
  sections: LlmsTxtSection[];
  /** Links listed before the first H2, which belong to no section. */
  looseLinks: LlmsTxtLink[];
  hasByteOrderMark: boolean;
  lineEndings: LineEndings;
  lineCount: number;
  /** The first occurrences of each problem, in line order: at most 1,000 of each code. */
  problems: ParseProblem[];
  /** Occurrences past those kept, per code: a file of 400,000 empty sections keeps 1,000 of them. */
  problemsNotKept: Partial<Record<ProblemCode, number>>;
}

const HEADING_WITHOUT_SPACE = /^ {0,3}#{1,6}[^#\s]/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const BLOCKQUOTE = /^ {0,3}>[ \t]?(.*)$/;

type Phase = 'preamble' | 'header' | 'sections';

/** Enough occurrences of one problem to show and score it; the rest are counted, not kept. */
const KEPT_PER_PROBLEM = 1_000;

/**
 * Reads an llms.txt (https://llmstxt.org) into its parts, with the line of each, and lists every
 * deviation from the format as a problem. Never throws: whatever is there is returned.
 */
export function parseLlmsTxt(input: string): ParsedLlmsTxt {
  const { lines, hasByteOrderMark, lineEndings } = splitLines(input);
  const problems: ParseProblem[] = [];
  const problemsNotKept: Partial<Record<ProblemCode, number>> = {};
  const seen = new Map<ProblemCode, number>();
  const report = (code: ProblemCode, line: number, message: string) => {
    const count = (seen.get(code) ?? 0) + 1;
    seen.set(code, count);
    if (count <= KEPT_PER_PROBLEM) problems.push({ code, line, message });
    else problemsNotKept[code] = count - KEPT_PER_PROBLEM;
  };
  const result: ParsedLlmsTxt = {
    title: null,
    titleLine: null,
    summary: null,
    summaryLine: null,
    details: '',
    detailsLine: null,
    sections: [],
    looseLinks: [],
    hasByteOrderMark,
    lineEndings,
    lineCount: lines.length,
    problems,
    problemsNotKept,
  };

  let phase: Phase = 'preamble';
  let fence: { marker: string; line: number } | null = null;
  let summaryOpen = false;
  let reportedPreamble = false;
  let reportedLooseLinks = false;
  const summaryLines: string[] = [];
  const detailLines: { text: string; line: number }[] = [];
  const sectionNames = new Set<string>();
  let current: LlmsTxtSection | null = null;

  for (let index = 0; index < lines.length; index += 1) {
    const text = lines[index] ?? '';
    const line = index + 1;
    if (fence) {
      const close = FENCE.exec(text);
      if (close?.[1]?.startsWith(fence.marker) && text.trim() === close[1]) fence = null;
      if (phase === 'header') detailLines.push({ text, line });
      continue;
    }
    const blank = text.trim() === '';
    if (summaryOpen) {
      const quote = BLOCKQUOTE.exec(text);
      if (quote) {
        summaryLines.push((quote[1] ?? '').trim());
        continue;
      }
      summaryOpen = false;
    }
    if (blank) {
      if (phase === 'header' && detailLines.length > 0) detailLines.push({ text, line });
      continue;
    }

    const fenceOpen = FENCE.exec(text);
    if (fenceOpen?.[1]) {
      fence = { marker: fenceOpen[1].slice(0, 3), line };
      if (phase === 'sections') {
        report('code_in_section', line, 'A code block inside a section: sections hold only lists of links.');
      } else if (phase === 'header') {
        detailLines.push({ text, line });
      } else if (!reportedPreamble) {
        reportedPreamble = true;
        report(
          'content_before_h1',
          line,
          'Content before the H1 title: the file should start with "# Name".',
        );
      }
      continue;
    }

    const heading = readHeading(text);
    const level = heading?.level ?? 0;
    const headingText = heading?.text ?? '';

    if (level === 1 && phase === 'preamble') {
      result.title = headingText;
      result.titleLine = line;
      phase = 'header';
      continue;
    }
    if (level === 2) {
      phase = 'sections';
      const key = headingText.toLowerCase();
      if (sectionNames.has(key)) {
        report('duplicate_section', line, `The section "${headingText}" appears more than once.`);
      }
      sectionNames.add(key);
      current = { name: headingText, line, links: [] };
      result.sections.push(current);
      continue;
    }
    if (level === 1) {
      report('extra_h1', line, 'A second H1: the file has one H1 (its name); use "## " for sections.');
      if (phase === 'header') detailLines.push({ text, line });
      continue;
    }
    if (level > 2) {
      if (phase === 'sections') {
        report('subheading', line, `An H${level} heading: llms.txt groups links under H2 sections only.`);
      } else if (phase === 'header') {
        detailLines.push({ text, line });
      }
      if (phase !== 'preamble') continue;
    }

    const item = phase === 'sections' ? null : readListLine(text);
    if (item?.kind === 'link') {
      result.looseLinks.push({ title: item.title, url: item.url, notes: item.notes, line });
      if (!reportedLooseLinks) {
        reportedLooseLinks = true;
        report('links_outside_sections', line, 'Links before the first "## " section belong to no section.');
      }
    }

    if (phase === 'preamble') {
      if (!reportedPreamble) {
        reportedPreamble = true;
        const message = HEADING_WITHOUT_SPACE.test(text)
          ? 'This looks like a heading, but "#" must be followed by a space.'
          : 'Content before the H1 title: the file should start with "# Name".';
        report(
          HEADING_WITHOUT_SPACE.test(text) ? 'heading_missing_space' : 'content_before_h1',
          line,
          message,
        );
      }
      continue;
    }

    if (phase === 'header') {
      const quote = BLOCKQUOTE.exec(text);
      if (quote && result.summaryLine === null && detailLines.length === 0) {
        result.summaryLine = line;
        summaryLines.push((quote[1] ?? '').trim());
        summaryOpen = true;
        continue;
      }
      detailLines.push({ text, line });
      continue;
    }

    readSectionLine(text, line, current, report);
  }

  if (fence !== null) {
    report('unclosed_code_fence', fence.line, 'A code block is opened here and never closed.');
  }
  if (lineEndings === 'cr' || lineEndings === 'mixed') {
    const kind = lineEndings === 'cr' ? 'a lone CR (classic Mac)' : 'a mix of CRLF, LF and CR';
    report('line_endings', 1, `Lines end in ${kind}; many readers expect LF and see one long line.`);
  }
  if (result.title === null) {
    report('missing_h1', 1, 'No H1 title: an llms.txt must start with "# " and the site or project name.');
  }
  if (result.summaryLine !== null) result.summary = summaryLines.filter(Boolean).join(' ');
  while (detailLines.length > 0 && detailLines.at(-1)?.text.trim() === '') detailLines.pop();
  result.details = detailLines.map((entry) => entry.text).join('\n');
  result.detailsLine = detailLines[0]?.line ?? null;
  for (const section of result.sections) {
    if (section.links.length === 0) {
      report('empty_section', section.line, `The section "${section.name}" has no links.`);
    }
  }
  problems.sort((a, b) => a.line - b.line);
  return result;
}

function readSectionLine(
  text: string,
  line: number,
  section: LlmsTxtSection | null,
  report: (code: ProblemCode, line: number, message: string) => void,
) {
  const item = readListLine(text);
  if (item?.kind === 'link') {
    section?.links.push({ title: item.title, url: item.url, notes: item.notes, line });
    if (item.indented) report('nested_list', line, 'A nested list item: keep one flat list per section.');
    if (item.marker !== '-') {
      report('list_marker', line, `The list uses "${item.marker}": write each link as "- [name](url)".`);
    }
    if (item.title === '') report('empty_link_text', line, 'A link without a name: "[](url)".');
    if (item.looseText) {
      report('notes_without_colon', line, 'Text after the link needs ": " before it to count as its notes.');
    }
    return;
  }
  if (looksLikeBareUrl(text)) {
    report('bare_url', line, 'A bare URL: write it as "- [name](url)".');
  } else if (item) {
    report('not_a_link', line, 'A list item without a link: section lists hold "- [name](url)" items.');
  } else {
    report('prose_in_section', line, 'Text inside a section: sections hold only lists of links.');
  }
}
