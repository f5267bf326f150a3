/** Every deviation from the llms.txt format the parser can report, each tied to a line. */
export type ProblemCode =
  | 'missing_h1'
  | 'content_before_h1'
  | 'heading_missing_space'
  | 'extra_h1'
  | 'subheading'
  | 'links_outside_sections'
  | 'prose_in_section'
  | 'code_in_section'
  | 'bare_url'
  | 'not_a_link'
  | 'nested_list'
  | 'list_marker'
  | 'notes_without_colon'
  | 'empty_link_text'
  | 'empty_section'
  | 'duplicate_section'
  | 'unclosed_code_fence'
  | 'line_endings';

export interface ParseProblem {
  code: ProblemCode;
  /** 1-based line of the file the problem is on. */
  line: number;
  message: string;
}
