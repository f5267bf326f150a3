import { collapseWhitespace } from './text-utils.js';

/** A docstring opening the listing (Python's, with any prefix), its text in group 2. */
const DOCSTRING = /^\s*[rRuUbB]?("""|''')([\s\S]*?)\1/;
/** A block comment opening the listing (`/* … *\/`, `/** … *\/`). */
const BLOCK_COMMENT = /^\s*\/\*+([\s\S]*?)\*+\//;
/** The mark that opens a line comment, in the languages listings are most often in. */
const LINE_COMMENT = /^\s*(?:#|\/\/+|--|;+)/;
/** Lines a listing opens with that say nothing of it: an interpreter line, an encoding, a pragma. */
const MACHINERY_LINE = /^\s*(?:#!|#.*-\*-|\/\/\s*@ts-|#\s*(?:type|noqa|pylint|fmt):)/;
/** A licence header describes the licence, not the code. */
const LICENCE = /\b(?:copyright|licen[cs]ed?|spdx)\b/i;
/** Inline markup of reStructuredText and Markdown inside a docstring: `name`_, ``code``, *stress*. */
const INLINE_MARKUP = /`+([^`]+)`+_{0,2}|(?<![\w*])\*{1,2}([^*\s][^*]*)\*{1,2}(?![\w*])/g;

function lineComments(lines: readonly string[]): string[] {
  const comment: string[] = [];
  for (const line of lines) {
    if (MACHINERY_LINE.test(line)) continue;
    if (!LINE_COMMENT.test(line)) break;
    comment.push(line.replace(LINE_COMMENT, ''));
  }
  return comment;
}

function blockCommentLines(body: string): string[] {
  return body.split('\n').map((line) => line.replace(/^\s*\*+ ?/, ''));
}

/**
 * What a code listing says of itself: the docstring or comment it opens with, as one line of text
 * (inline markup dropped), or '' when it opens with code or with a licence header. A page that is a
 * listing (an example module, say) has no prose but this to be described by.
 */
export function codeOpening(code: string): string {
  const lines = code.split('\n');
  const firstOwnLine = lines.findIndex((line) => !MACHINERY_LINE.test(line));
  if (firstOwnLine === -1) return '';
  const afterMachinery = lines.slice(firstOwnLine).join('\n');
  const docstring = DOCSTRING.exec(afterMachinery)?.[2];
  const block = BLOCK_COMMENT.exec(afterMachinery)?.[1];
  const text = docstring ?? (block === undefined ? lineComments(lines) : blockCommentLines(block)).join('\n');
  const opening = collapseWhitespace(
    text.replace(INLINE_MARKUP, (_, quoted, stressed) => quoted ?? stressed),
  );
  return LICENCE.test(opening) ? '' : opening;
}
