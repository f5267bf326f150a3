import type { ParsedLlmsTxt } from './parse.js';
import type {
  Recommendation,
  RobotsConflict,
  ValidationIssue,
  ValidationResponse,
} from '@signpost/contracts';
import { CHECKS, type Finding } from './checks.js';
import { allLinks } from './content-checks.js';
import { scoreFindings } from './score.js';

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

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
  const issues = input.findings
    .map(toIssue)
    .sort(
      (a, b) =>
        SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
        (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER),
    );
  return {
    valid: issues.every((issue) => issue.severity !== 'error'),
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
