import { relative } from 'node:path';
import type { LanguageOutput } from './language-files.js';
import type { Colors } from './output.js';
import { scoreColor } from './score-color.js';

/** What `generate` reports: printed as JSON with --json, else as the summary below. */
export interface GenerateSummary {
  status: 'completed';
  url: string;
  pagesFound: number;
  pagesScored: number;
  pagesSelected: number;
  score: number;
  files: { llmsTxt: string; llmsFullTxt: string };
  languages?: LanguageOutput[];
  /** Why the result covers only part of the site, when discovery let most of it go. */
  message?: string;
}

/** A path as typed from here: relative below the working folder, absolute elsewhere. */
function shown(path: string, cwd: string): string {
  const inside = relative(cwd, path);
  return inside === '' || inside.startsWith('..') ? path : inside;
}

/** The summary a person reads at a glance: what was written, how good it is, and what to know. */
export function formatGenerateSummary(
  summary: GenerateSummary,
  colors: Colors,
  extra: { seconds: number; cwd: string },
): string {
  const label = (text: string) => colors.dim(text.padEnd(10));
  const score = scoreColor(summary.score, colors)(`${summary.score}/100`);
  const lines = [
    `${colors.green('✔')} ${colors.bold('llms.txt written')} for ${summary.url}  score ${score}`,
    `  ${label('Pages')}${summary.pagesSelected} selected of ${summary.pagesScored} read (${summary.pagesFound} found)`,
    `  ${label('Files')}${shown(summary.files.llmsTxt, extra.cwd)}`,
    `  ${label('')}${shown(summary.files.llmsFullTxt, extra.cwd)}`,
  ];
  for (const language of summary.languages ?? []) {
    const place =
      language.url === null ? 'its pages have no folder of their own' : `belongs at ${language.url}`;
    lines.push(
      `  ${label(language.tag)}${shown(language.files.llmsTxt, extra.cwd)} ` +
        colors.dim(`(${language.pagesSelected} pages; ${place})`),
    );
  }
  if (summary.message !== undefined) lines.push(`  ${label('Note')}${colors.yellow(summary.message)}`);
  lines.push(`  ${label('Took')}${extra.seconds} s`);
  return `${lines.join('\n')}\n`;
}
