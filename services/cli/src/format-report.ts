import { describeFileStats, type ValidationResponse } from '@signpost/contracts';

const SEVERITY_LABEL = { error: 'ERROR', warning: 'WARN ', info: 'INFO ' } as const;

/** The validation result as a person reads it in a terminal. */
export function formatReport(report: ValidationResponse, source: string): string {
  const lines = [
    `${source}`,
    `Score ${report.score}/100 · ${report.valid ? 'valid' : 'issues found'} · ${describeFileStats(report.stats)} · ${report.processingTime} ms`,
  ];
  if (report.issues.length > 0) lines.push('', 'Issues:');
  for (const issue of report.issues) {
    const where = issue.line === null ? '' : ` line ${issue.line}:`;
    lines.push(
      `  ${SEVERITY_LABEL[issue.severity]}${where} ${issue.message}`,
      `         → ${issue.suggestion}`,
    );
  }
  if (report.robotsConflicts.length > 0) lines.push('', 'robots.txt conflicts:');
  for (const conflict of report.robotsConflicts) {
    lines.push(`  ${conflict.conflict}`, `    rule: ${conflict.rule}`, `    → ${conflict.recommendation}`);
  }
  if (report.recommendations.length > 0) lines.push('', 'Recommendations:');
  for (const recommendation of report.recommendations) {
    lines.push(`  [${recommendation.priority}] ${recommendation.title}: ${recommendation.description}`);
  }
  return `${lines.join('\n')}\n`;
}
