import type { CheckId, Finding } from './checks.js';
import { splitLines } from './text-lines.js';
import { endsWithBlank } from './text-scan.js';
import { parseLlmsTxt, type LlmsTxtLink, type ParsedLlmsTxt } from './parse.js';
import type { ProblemCode } from './problems.js';
import { absoluteHttpUrl, isRelativeLink, pageKey, resolveRelative } from './link-urls.js';

/** Past this many characters an llms.txt stops being a quick index (warning). */
export const SIZE_WARNING_CHARS = 50_000;
/** Past this size a file is an error: 1 MiB, or more text than assistants take in from one read. */
export const MAX_FILE_BYTES = 1024 * 1024;
export const MAX_READ_CHARS = 200_000;

const CHECK_OF_PROBLEM: Record<ProblemCode, CheckId> = {
  missing_h1: 'h1',
  content_before_h1: 'h1_first',
  heading_missing_space: 'h1_first',
  extra_h1: 'heading_structure',
  subheading: 'heading_structure',
  links_outside_sections: 'links_outside_sections',
  prose_in_section: 'section_content',
  code_in_section: 'section_content',
  bare_url: 'link_syntax',
  not_a_link: 'link_syntax',
  empty_link_text: 'link_syntax',
  nested_list: 'list_style',
  list_marker: 'list_style',
  notes_without_colon: 'notes_format',
  empty_section: 'empty_section',
  duplicate_section: 'duplicate_section',
  unclosed_code_fence: 'code_fence',
  line_endings: 'line_endings',
};

export interface ContentCheck {
  text: string;
  parsed: ParsedLlmsTxt;
  findings: Finding[];
}

const linksOfFile = new WeakMap<ParsedLlmsTxt, readonly LlmsTxtLink[]>();

/**
 * Every link of the file, sectioned or not, in file order: loose links all come before the first
 * section, and sections keep the order of their lines, so no sort is needed. Gathered once per
 * parsed file, as the checks, the advice and the report each ask (a file can hold 260,000 links).
 */
export function allLinks(parsed: ParsedLlmsTxt): readonly LlmsTxtLink[] {
  const known = linksOfFile.get(parsed);
  if (known) return known;
  const links = [...parsed.looseLinks, ...parsed.sections.flatMap((section) => section.links)];
  linksOfFile.set(parsed, links);
  return links;
}

function decode(input: string | Uint8Array, findings: Finding[]): string {
  if (typeof input === 'string') {
    if (input.includes('\u0000')) {
      findings.push({
        check: 'encoding',
        line: null,
        message: 'The file holds NUL characters: it is binary, not text.',
      });
    }
    return input;
  }
  if (input.includes(0)) {
    findings.push({
      check: 'encoding',
      line: null,
      message: 'The file holds NUL bytes: it is binary, not text.',
    });
  } else {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(input);
    } catch {
      findings.push({ check: 'encoding', line: null, message: 'The file is not valid UTF-8.' });
    }
  }
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(input);
}

function sizeFindings(text: string, bytes: number): Finding[] {
  if (bytes > MAX_FILE_BYTES || text.length > MAX_READ_CHARS) {
    const size = `${Math.round(bytes / 1024)} KiB, ${text.length.toLocaleString('en-US')} characters`;
    return [
      { check: 'size_limit', line: null, message: `The file is too large for assistants to read (${size}).` },
    ];
  }
  if (text.length > SIZE_WARNING_CHARS) {
    const size = text.length.toLocaleString('en-US');
    return [
      {
        check: 'size_warning',
        line: null,
        message: `The file has ${size} characters; assistants may read only part of it.`,
      },
    ];
  }
  return [];
}

function relativeFinding(link: LlmsTxtLink, target: URL | null): Finding {
  if (target === null) {
    return { check: 'relative_urls', line: link.line, message: `"${link.url}" is a relative link.` };
  }
  return {
    check: 'relative_urls',
    line: link.line,
    message: `"${link.url}" is a relative link; from this file's address it leads to ${target.href}.`,
    suggestion: `Write links as absolute URLs, such as ${target.href}: assistants often read llms.txt away from your site, where a relative link leads nowhere.`,
  };
}

/**
 * Enough findings of one link check to show and score it; the rest are counted into one finding, as
 * the parser counts its problems, so a file of 260,000 relative links makes a handful of objects.
 */
const KEPT_PER_LINK_CHECK = 1_000;

/** Keeps the first findings of each check and counts the others into one that stands for them all. */
function keptFindings(findings: Finding[]) {
  const kept = new Map<CheckId, number>();
  const counted = new Map<CheckId, number>();
  return {
    add(check: CheckId, make: () => Finding): void {
      const count = kept.get(check) ?? 0;
      if (count < KEPT_PER_LINK_CHECK) {
        kept.set(check, count + 1);
        findings.push(make());
        return;
      }
      counted.set(check, (counted.get(check) ?? 0) + 1);
    },
    close(): void {
      for (const [check, occurrences] of counted) {
        findings.push({ check, line: null, message: `${occurrences} more like this`, occurrences });
      }
    },
  };
}

/**
 * Link findings, and the address each link stands for: a relative link is resolved against the
 * file's address when there is one, and compared as written otherwise (pasted text has no address).
 */
function linkFindings(parsed: ParsedLlmsTxt, fileUrl: string | null): Finding[] {
  const findings: Finding[] = [];
  const tally = keptFindings(findings);
  const seen = new Map<string, number>();
  const links = allLinks(parsed);
  for (const link of links) {
    const absolute = absoluteHttpUrl(link.url);
    let key = link.url;
    if (absolute) {
      key = pageKey(absolute);
    } else if (isRelativeLink(link.url)) {
      const target = fileUrl === null ? null : resolveRelative(link.url, fileUrl);
      if (target) key = pageKey(target);
      tally.add('relative_urls', () => relativeFinding(link, target));
    } else {
      tally.add('absolute_urls', () => ({
        check: 'absolute_urls',
        line: link.line,
        message: `"${link.url}" is not an http(s) URL.`,
      }));
    }
    const first = seen.get(key);
    if (first === undefined) seen.set(key, link.line);
    else
      tally.add('duplicate_links', () => ({
        check: 'duplicate_links',
        line: link.line,
        message: `${link.url} is already listed on line ${first}.`,
      }));
  }
  tally.close();
  if (links.length === 0) {
    findings.push({ check: 'no_links', line: null, message: 'The file lists no links.' });
  }
  return findings;
}

function layoutFindings(text: string, parsed: ParsedLlmsTxt): Finding[] {
  const findings: Finding[] = [];
  const trailing = splitLines(text).lines.flatMap((line, index) => (endsWithBlank(line) ? [index + 1] : []));
  if (trailing.length > 0) {
    findings.push({
      check: 'trailing_whitespace',
      line: trailing[0] ?? null,
      message: `${trailing.length} ${trailing.length === 1 ? 'line ends' : 'lines end'} with spaces.`,
    });
  }
  if (text !== '' && !text.endsWith('\n') && !text.endsWith('\r')) {
    findings.push({
      check: 'final_newline',
      line: parsed.lineCount,
      message: 'The last line has no newline.',
    });
  }
  return findings;
}

/**
 * The checks that need only the file: encoding, size, structure, link syntax and layout. Relative
 * links are resolved against `fileUrl`, the address the file was read from, when there is one.
 */
export function checkContent(input: string | Uint8Array, fileUrl: string | null = null): ContentCheck {
  const findings: Finding[] = [];
  const text = decode(input, findings);
  const bytes = typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.byteLength;
  findings.push(...sizeFindings(text, bytes));
  if (/^\s*(?:<!doctype html|<html|<head|<body)/i.test(text.slice(0, 2000).replace(/^\uFEFF/, ''))) {
    findings.push({
      check: 'html_document',
      line: 1,
      message: 'This is an HTML page, not a Markdown llms.txt.',
    });
  }
  const parsed = parseLlmsTxt(text);
  for (const problem of parsed.problems) {
    findings.push({
      check: CHECK_OF_PROBLEM[problem.code],
      kind: problem.code,
      line: problem.line,
      message: problem.message,
    });
  }
  for (const [code, occurrences] of Object.entries(parsed.problemsNotKept) as [ProblemCode, number][]) {
    const check = CHECK_OF_PROBLEM[code];
    findings.push({ check, kind: code, line: null, message: `${occurrences} more like this`, occurrences });
  }
  if (parsed.title !== null && parsed.summary === null) {
    findings.push({
      check: 'summary',
      line: parsed.titleLine,
      message: 'No blockquote summary follows the H1.',
    });
  }
  // One finding a link can make hundreds of thousands: appended one by one, since spreading that
  // many arguments into push() overflows the call stack.
  for (const finding of [...linkFindings(parsed, fileUrl), ...layoutFindings(text, parsed)])
    findings.push(finding);
  return { text, parsed, findings };
}
