import type { IssueSeverity } from '@signpost/contracts';

/**
 * The validator's checks. The score is 100 minus, for each check, `penalty` per finding up to
 * `cap`, floored at 0; libs/llmstxt/README.md documents this table and a test keeps the two equal.
 * Each check counts its findings on its own, so fixing one finding can only raise the score.
 */
export const CHECKS = {
  file_unreadable: {
    severity: 'error',
    penalty: 100,
    cap: 100,
    suggestion: 'Serve the file at this address with status 200.',
  },
  encoding: {
    severity: 'error',
    penalty: 30,
    cap: 30,
    suggestion: 'Save the file as UTF-8 text (a byte-order mark is allowed).',
  },
  html_document: {
    severity: 'error',
    penalty: 40,
    cap: 40,
    suggestion: 'Serve Markdown text, not an HTML page, at /llms.txt.',
  },
  size_limit: {
    severity: 'error',
    penalty: 30,
    cap: 30,
    suggestion: 'Keep llms.txt to an index of links and move page content to llms-full.txt.',
  },
  size_warning: {
    severity: 'warning',
    penalty: 10,
    cap: 10,
    suggestion: 'Keep llms.txt under 50,000 characters so assistants read all of it.',
  },
  h1: {
    severity: 'error',
    penalty: 40,
    cap: 40,
    suggestion: 'Start the file with "# " and the site or project name.',
  },
  h1_first: {
    severity: 'warning',
    penalty: 10,
    cap: 10,
    suggestion: 'Put the "# Name" line first; nothing goes above it.',
  },
  summary: {
    severity: 'warning',
    penalty: 10,
    cap: 10,
    suggestion: 'Add a one-line summary as a blockquote ("> …") right after the H1.',
  },
  heading_structure: {
    severity: 'warning',
    penalty: 3,
    cap: 15,
    suggestion: 'Use one H1 for the name and "## " headings for sections; drop other heading levels.',
  },
  links_outside_sections: {
    severity: 'warning',
    penalty: 10,
    cap: 10,
    suggestion: 'Put link lists under "## " section headings.',
  },
  section_content: {
    severity: 'error',
    penalty: 5,
    cap: 25,
    suggestion:
      'Move prose and code above the first section; sections hold only "- [name](url): notes" lines.',
  },
  link_syntax: {
    severity: 'error',
    penalty: 5,
    cap: 25,
    suggestion: 'Write each entry as "- [name](https://…)" with optional ": notes".',
  },
  list_style: {
    severity: 'warning',
    penalty: 2,
    cap: 10,
    suggestion: 'Use one flat list of "- " items per section.',
  },
  notes_format: {
    severity: 'warning',
    penalty: 1,
    cap: 5,
    suggestion: 'Separate a link\'s notes with ": ", as in "- [name](url): notes".',
  },
  empty_section: {
    severity: 'warning',
    penalty: 5,
    cap: 15,
    suggestion: 'Add links to the section or remove it.',
  },
  duplicate_section: {
    severity: 'warning',
    penalty: 3,
    cap: 9,
    suggestion: 'Merge sections that share a name.',
  },
  code_fence: {
    severity: 'warning',
    penalty: 5,
    cap: 5,
    suggestion: 'Close the code block with the same fence that opened it.',
  },
  line_endings: {
    severity: 'warning',
    penalty: 5,
    cap: 5,
    suggestion: 'Save the file with LF (or CRLF) line endings throughout.',
  },
  no_links: {
    severity: 'warning',
    penalty: 20,
    cap: 20,
    suggestion: 'List the pages assistants should read under "## " sections.',
  },
  absolute_urls: {
    severity: 'error',
    penalty: 5,
    cap: 20,
    suggestion: 'Link to web pages with absolute URLs starting with https://.',
  },
  relative_urls: {
    severity: 'warning',
    penalty: 5,
    cap: 5,
    suggestion:
      'Write links as absolute URLs starting with https://: assistants often read llms.txt away from your site, where a relative link leads nowhere.',
  },
  duplicate_links: { severity: 'warning', penalty: 2, cap: 10, suggestion: 'List each page once.' },
  trailing_whitespace: {
    severity: 'info',
    penalty: 0,
    cap: 0,
    suggestion: 'Remove spaces at the ends of lines.',
  },
  final_newline: { severity: 'info', penalty: 0, cap: 0, suggestion: 'End the file with a newline.' },
  content_type: {
    severity: 'warning',
    penalty: 5,
    cap: 5,
    suggestion: 'Serve llms.txt as text/plain or text/markdown.',
  },
  charset: {
    severity: 'warning',
    penalty: 5,
    cap: 5,
    suggestion: 'Declare charset=utf-8 in the Content-Type header.',
  },
  redirect: {
    severity: 'info',
    penalty: 0,
    cap: 0,
    suggestion: 'Link to the final address to save assistants a redirect.',
  },
  broken_links: {
    severity: 'error',
    penalty: 5,
    cap: 25,
    suggestion: 'Fix or remove links that do not answer with a page.',
  },
  external_links: {
    severity: 'info',
    penalty: 0,
    cap: 0,
    suggestion: 'Links to other sites are fine when they are part of your documentation.',
  },
  skipped_by_robots: {
    severity: 'info',
    penalty: 0,
    cap: 0,
    suggestion:
      'Signpost requests nothing robots.txt disallows for its crawler; allow it these addresses to have them checked.',
  },
  robots_llms_txt_blocked: {
    severity: 'error',
    penalty: 20,
    cap: 20,
    suggestion: 'Allow /llms.txt in robots.txt for every crawler.',
  },
  robots_ai_crawlers_blocked: {
    severity: 'warning',
    penalty: 10,
    cap: 10,
    suggestion: 'Let the AI crawlers you offer llms.txt to read your site, or say why not.',
  },
  robots_pages_blocked: {
    severity: 'warning',
    penalty: 3,
    cap: 15,
    suggestion: 'Link only to pages robots.txt lets crawlers read.',
  },
  sitemap_coverage: {
    severity: 'info',
    penalty: 0,
    cap: 0,
    suggestion: 'Keep llms.txt and the sitemap in step: list pages that still exist.',
  },
  sitemap_share_low: {
    severity: 'warning',
    penalty: 20,
    cap: 20,
    suggestion: 'List the pages of your sitemap that assistants should read, most of them on a docs site.',
  },
  sitemap_share_minimal: {
    severity: 'warning',
    penalty: 50,
    cap: 50,
    suggestion: 'The file lists almost none of your site: make sure it was generated from the whole site.',
  },
} as const satisfies Record<
  string,
  { severity: IssueSeverity; penalty: number; cap: number; suggestion: string }
>;

export type CheckId = keyof typeof CHECKS;

/** One thing a check found; several findings of a check add up to its cap. */
export interface Finding {
  check: CheckId;
  /** Findings of one check and kind are one problem repeated, listed as one issue; the check's by default. */
  kind?: string;
  message: string;
  line: number | null;
  /** Replaces the check's usual suggestion when this finding needs a more specific one. */
  suggestion?: string;
  /** How many occurrences this finding stands for, when more than one: those past the ones kept. */
  occurrences?: number;
}
