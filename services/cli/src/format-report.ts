import { describeFileStats, type ValidationResponse } from '@signpost/contracts';
import type { Colors } from './output.js';
import { scoreColor } from './score-color.js';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The closing line, as eslint ends its report: the count of problems by kind, or that none were found. */
function closingLine(report: ValidationResponse, colors: Colors): string {
  const count = (severity: string) => report.issues.filter((issue) => issue.severity === severity).length;
  const [errors, warnings] = [count('error'), count('warning')];
  const score = scoreColor(report.score, colors)(`score ${report.score}/100`);
  if (errors + warnings === 0) return `${colors.green('✔')} ${colors.bold('No problems')} · ${score}`;
  const mark = errors > 0 ? colors.red('✖') : colors.yellow('⚠');
  const problems = `${plural(errors + warnings, 'problem')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')})`;
  return `${mark} ${colors.bold(problems)} · ${score}`;
}

/** The validation result as a person reads it in a terminal. */
export function formatReport(report: ValidationResponse, source: string, colors: Colors): string {
  const severity = {
    error: colors.red('ERROR'),
    warning: colors.yellow('WARN '),
    info: colors.dim('INFO '),
  } as const;
  const lines = [
    colors.bold(source),
    `Score ${scoreColor(report.score, colors)(`${report.score}/100`)} · ${report.valid ? 'valid' : 'issues found'} · ${describeFileStats(report.stats)} · ${report.processingTime} ms`,
  ];
  if (report.issues.length > 0) lines.push('', colors.bold('Issues:'));
  for (const issue of report.issues) {
    const where = issue.line === null ? '' : ` line ${issue.line}:`;
    lines.push(
      `  ${severity[issue.severity]}${where} ${issue.message}`,
      colors.dim(`         → ${issue.suggestion}`),
    );
  }
  if (report.robotsConflicts.length > 0) lines.push('', colors.bold('robots.txt conflicts:'));
  for (const conflict of report.robotsConflicts) {
    lines.push(
      `  ${conflict.conflict}`,
      colors.dim(`    rule: ${conflict.rule}`),
      colors.dim(`    → ${conflict.recommendation}`),
    );
  }
  if (report.recommendations.length > 0) lines.push('', colors.bold('Recommendations:'));
  for (const recommendation of report.recommendations) {
    lines.push(`  [${recommendation.priority}] ${recommendation.title}: ${recommendation.description}`);
  }
  lines.push('', closingLine(report, colors));
  return `${lines.join('\n')}\n`;
}
