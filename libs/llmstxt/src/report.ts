import type { ParsedLlmsTxt } from './parse.js';
import type {
  Recommendation,
  RobotsConflict,
  ValidationIssue,
  ValidationResponse,
} from '@signpost/contracts';
import { CHECKS, type CheckId, type Finding } from './checks.js';
import { allLinks } from './content-checks.js';
import { scoreFindings } from './score.js';

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;
/**
 * Issues listed per check; the score still counts every finding. A file of 400,000 empty sections
 * would otherwise answer with 800,000 issues, megabytes of JSON to build, validate and send.
 */
export const MAX_ISSUES_PER_CHECK = 100;

/**
 * The first findings of each check in the order the check reports them (file order), the last one
 * listed saying how many more were left out. Chosen before sorting, so the sort stays small.
 */
function listedFindings(findings: readonly Finding[]): Finding[] {
  const totals = new Map<CheckId, number>();
  for (const finding of findings) totals.set(finding.check, (totals.get(finding.check) ?? 0) + 1);
  const listed = new Map<CheckId, number>();
  const kept: Finding[] = [];
  for (const finding of findings) {
    const count = (listed.get(finding.check) ?? 0) + 1;
    listed.set(finding.check, count);
    if (count > MAX_ISSUES_PER_CHECK) continue;
    const more = (totals.get(finding.check) ?? 0) - MAX_ISSUES_PER_CHECK;
    kept.push(
      count === MAX_ISSUES_PER_CHECK && more > 0
        ? { ...finding, message: `${finding.message} (${more} more like this are not listed.)` }
        : finding,
    );
  }
  return kept;
}

export interface ReportInput {
  findings: readonly Finding[];
  text: string;
  parsed: ParsedLlmsTxt | null;
  recommendations: readonly Recommendation[];
  robotsConflicts: readonly RobotsConflict[];
  checkedUrl: string | null;
  startedAt: number;
}

function toIssue(finding: Finding): ValidationIssue {
  const rule = CHECKS[finding.check];
  return {
    code: finding.check,
    severity: rule.severity,
    message: finding.message,
    suggestion: finding.suggestion ?? rule.suggestion,
    line: finding.line,
  };
}

/** The validator's answer: issues ordered by severity then line, the score and the counts. */
export function buildReport(input: ReportInput): ValidationResponse {
  const issues = listedFindings(input.findings)
    .map(toIssue)
    .sort(
      (a, b) =>
        SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
        (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER),
    );
  return {
    valid: input.findings.every((finding) => CHECKS[finding.check].severity !== 'error'),
    score: scoreFindings(input.findings),
    processingTime: Math.max(0, Math.round(performance.now() - input.startedAt)),
    checkedUrl: input.checkedUrl,
    stats: {
      characters: input.text.length,
      lines: input.parsed?.lineCount ?? 0,
      sections: input.parsed?.sections.length ?? 0,
      links: input.parsed ? allLinks(input.parsed).length : 0,
    },
    issues,
    recommendations: [...input.recommendations],
    robotsConflicts: [...input.robotsConflicts],
  };
}
