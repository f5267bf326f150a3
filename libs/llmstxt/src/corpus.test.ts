import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LLMS_TXT_CORPUS as CORPUS } from '@signpost/testing/fixtures';
import { referenceParse } from '@signpost/testing/llms-txt';
import { parseLlmsTxt, type ParsedLlmsTxt } from './parse.js';

interface ReferenceLink {
  title: string;
  url: string;
  desc: string | null;
}
type ReferenceVerdict =
  | { error: string }
  | { title: string; summary: string | null; info: string; sections: Record<string, ReferenceLink[]> };

/**
 * Files where the reference parser is wrong and we deliberately differ, with the difference. Every
 * other accepted file must agree exactly on title, summary, section names and links.
 */
const REVIEWED_DIFFERENCES: Record<string, { field: 'title' | 'summary' | 'sections'; why: string }[]> = {
  '01-AnswerDotAI-llms-txt.txt': [
    { field: 'summary', why: 'blockquote directly followed by an H2: the reference loses it' },
  ],
  '10-agent-ecosystem-agent-docs-spec.txt': [
    { field: 'summary', why: 'blockquote directly followed by an H2' },
  ],
  '31-TheWidlarzGroup-react-native-video.txt': [
    { field: 'summary', why: 'blockquote directly followed by an H2' },
  ],
  '46-1280itsuya-ai-yosou.txt': [{ field: 'summary', why: 'blockquote directly followed by an H2' }],
  '53-Promptly-Technologies-LLC-fastapi-jinja2-postgres-webapp.txt': [
    { field: 'summary', why: 'blockquote directly followed by an H2' },
    {
      field: 'sections',
      why: 'the reference turns "### API Reference" into a section named "# API Reference"; we keep its link in "Docs" and report the H3',
    },
  ],
  '08-finos-morphir.txt': [
    { field: 'summary', why: 'multi-line blockquote: the reference keeps only its first line' },
  ],
  '16-google-adk-docs.txt': [
    { field: 'summary', why: 'multi-line blockquote: the reference keeps only its first line' },
  ],
  '21-magicuidesign-magicui.txt': [
    {
      field: 'title',
      why: 'no H1: the reference takes a GLSL "#extension" line of code for the title; we report the missing H1',
    },
  ],
  '52-Promptly-Technologies-LLC-fastapi-jinja2-postgres-webapp.txt': [
    {
      field: 'title',
      why: 'no blank line after the H1: the reference swallows the whole first block into the title',
    },
  ],
};

const files = readdirSync(CORPUS)
  .filter((name) => name.endsWith('.txt'))
  .sort();
const read = (name: string) => readFileSync(`${CORPUS}${name}`, 'utf8');
const verdictOf = (name: string) =>
  JSON.parse(
    readFileSync(`${CORPUS}${name.replace(/\.txt$/, '.reference.json')}`, 'utf8'),
  ) as ReferenceVerdict;

function sectionsOf(parsed: ParsedLlmsTxt) {
  return Object.fromEntries(
    parsed.sections.map((section) => [
      section.name,
      section.links.map((link) => ({ title: link.title, url: link.url, desc: link.notes })),
    ]),
  );
}

describe('the real-file corpus', () => {
  it('is present with all 59 files', () => {
    expect(files).toHaveLength(59);
  });

  describe.each(files)('%s', (name) => {
    const verdict = verdictOf(name);
    const ours = parseLlmsTxt(read(name));
    const differences = REVIEWED_DIFFERENCES[name] ?? [];
    const differs = (field: 'title' | 'summary' | 'sections') =>
      differences.some((entry) => entry.field === field);

    if ('error' in verdict) {
      it('is rejected by the reference; we return what is there and report each deviation with its line', () => {
        expect(ours.problems.length).toBeGreaterThan(0);
        for (const problem of ours.problems) {
          expect(problem.line).toBeGreaterThanOrEqual(1);
          expect(problem.line).toBeLessThanOrEqual(Math.max(1, ours.lineCount));
          expect(problem.message).not.toBe('');
        }
        if (ours.title === null) expect(ours.problems.map((problem) => problem.code)).toContain('missing_h1');
      });
      return;
    }

    it('agrees with the reference on title, summary, section names and links, or differs as reviewed', () => {
      if (differs('title')) expect(ours.title).not.toBe(verdict.title);
      else expect(ours.title).toBe(verdict.title);
      if (differs('summary')) expect(ours.summary).not.toBe(verdict.summary);
      else expect(ours.summary).toBe(verdict.summary);
      if (differs('sections')) expect(sectionsOf(ours)).not.toEqual(verdict.sections);
      else expect(sectionsOf(ours)).toEqual(verdict.sections);
    });
  });

  it('reviews only files the reference accepts', () => {
    for (const name of Object.keys(REVIEWED_DIFFERENCES)) {
      expect(files).toContain(name);
      expect(verdictOf(name)).not.toHaveProperty('error');
    }
  });

  it('has a reference emulation that matches the real reference on every LF-only file', () => {
    for (const name of files) {
      const text = read(name);
      // JavaScript regular expressions end lines at CR and U+2028 too, Python's only at LF.
      if (/[\r\u2028\u2029]/.test(text)) continue;
      const verdict = verdictOf(name);
      if ('error' in verdict) {
        expect(() => referenceParse(text), name).toThrow();
        continue;
      }
      const emulated = referenceParse(text);
      expect(emulated.title, name).toBe(verdict.title);
      expect(emulated.summary, name).toBe(verdict.summary);
      expect(Object.fromEntries(emulated.sections), name).toEqual(verdict.sections);
    }
  });
});
