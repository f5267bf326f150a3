/**
 * What a page's markdown looks like, read without any other page: whether it is a reference entry
 * (one API or config option: a heading, a type signature or code, a definition) and whether it is a
 * checklist. Documented in libs/scoring/README.md.
 */
import { wordsOf } from './text-signals.js';

const HEADING = /^#{1,6}\s+\S/m;
const CODE_FENCE = /^\s*(?:```|~~~)/m;
/** `- **Type:** \`number\``, `Default: \`40\``, `**Signature** \`fn(a)\``: a field of a definition. */
const DEFINITION_FIELD =
  /^\s*(?:[-*]\s+)?(?:\*\*|__)?(?:types?|default|signature|returns?|parameters?|params|arguments?|cli|since|values?|required)(?:\*\*|__)?\s*:?\s*(?:\*\*|__)?\s*:?\s*`[^`]+`/im;
const CHECKLIST_ITEM = /^\s*[-*]\s+\\?\[[ xX]\\?\]/gm;
/** A checklist has at least this many ticked or open items. */
const CHECKLIST_MIN_ITEMS = 3;
/** Next to a code block, a definition is a sentence of at least this many words... */
const DEFINITION_MIN_WORDS = 6;
/** ...next to typed fields (`Type: \`number\``) a phrase is enough: "Project root", "Overrides Vite mode." */
const FIELD_DEFINITION_MIN_WORDS = 2;

/** Lines of prose: not headings, list items, quotes, tables or code. */
function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (CODE_FENCE.test(line)) {
      inCode = !inCode;
      continue;
    }
    if (!inCode && !/^\s*(?:#|[-*+]\s|\d+\.\s|>|\|)/.test(line)) lines.push(line);
  }
  return lines;
}

const isDefinitionSentence = (line: string) =>
  /[.!?:)]\s*$/.test(line.trim()) && wordsOf(line).length >= DEFINITION_MIN_WORDS;
const isDefinitionPhrase = (line: string) => wordsOf(line).length >= FIELD_DEFINITION_MIN_WORDS;

/**
 * A heading, typed fields (`Type: \`number\``) and a phrase saying what it is: the template of an
 * API or configuration option, many of which make a reference set.
 */
export function isDefinitionEntry(markdown: string): boolean {
  return (
    HEADING.test(markdown) && DEFINITION_FIELD.test(markdown) && proseLines(markdown).some(isDefinitionPhrase)
  );
}

/**
 * A definition entry, or a heading, a code block and a sentence saying what it shows: a short page
 * of either shape is useful to an assistant however few words it has.
 */
export function isReferenceEntry(markdown: string): boolean {
  if (isDefinitionEntry(markdown)) return true;
  return (
    HEADING.test(markdown) && CODE_FENCE.test(markdown) && proseLines(markdown).some(isDefinitionSentence)
  );
}

/** The first heading's text, links and anchors removed: the name of what the page defines. */
export function firstHeading(markdown: string): string {
  const line = /^#{1,6}\s+(.*)$/m.exec(markdown)?.[1] ?? '';
  return wordsOf(line.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')).join(' ');
}

/** A to-do list: items ticked or open (`- [x]`, `- [ ]`). */
export function isChecklist(markdown: string): boolean {
  return (markdown.match(CHECKLIST_ITEM)?.length ?? 0) >= CHECKLIST_MIN_ITEMS;
}

/** The folder a page sits in (`/config/` for `/config/testtimeout.html`). */
export function parentPath(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    path = url;
  }
  return path.replace(/\/+$/, '').replace(/[^/]*$/, '');
}
