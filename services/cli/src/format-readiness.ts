import type { ReadinessReport } from '@signpost/contracts';
import type { Colors } from './output.js';
import { scoreColor } from './score-color.js';

type Status = ReadinessReport['checks'][number]['status'];

/** The closing line: how many checks passed, warned, failed and were skipped, and the score. */
function closingLine(report: ReadinessReport, colors: Colors): string {
  const count = (status: Status) => report.checks.filter((item) => item.status === status).length;
  const [failed, warned] = [count('fail'), count('warn')];
  const counts = [
    failed > 0 ? colors.red(`${failed} failed`) : undefined,
    warned > 0 ? colors.yellow(`${warned} to improve`) : undefined,
    colors.green(`${count('pass')} passed`),
    count('skip') > 0 ? colors.dim(`${count('skip')} skipped`) : undefined,
  ].filter((part) => part !== undefined);
  const mark = failed > 0 ? colors.red('✖') : warned > 0 ? colors.yellow('⚠') : colors.green('✔');
  const score = scoreColor(report.score, colors)(`score ${report.score}/100`);
  return `${mark} ${counts.join(', ')} · ${score}`;
}

/** The report as a terminal shows it: the score, then each check with its fix when it needs one. */
export function formatReadiness(report: ReadinessReport, colors: Colors): string {
  const marks = {
    pass: colors.green('PASS'),
    warn: colors.yellow('WARN'),
    fail: colors.red('FAIL'),
    skip: colors.dim('SKIP'),
  } as const;
  const score = scoreColor(report.score, colors)(`${report.score}/100`);
  const lines = [colors.bold(`Agent readiness of ${report.url}: `) + score];
  if (report.platform) lines.push(colors.dim(`Fixes written for ${report.platform}.`));
  lines.push('');
  for (const item of report.checks) {
    lines.push(`${marks[item.status]}  ${item.id} ${colors.dim(`(${item.category})`)}: ${item.summary}`);
    if (item.fix) lines.push(colors.dim(`      Fix: ${item.fix}`));
  }
  lines.push('', closingLine(report, colors));
  return `${lines.join('\n')}\n`;
}
