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
/** Occurrences shown with an issue that stands for a repeated problem. */
export const EXAMPLES_PER_ISSUE = 3;

interface Group {
  first: Finding;
  count: number;
  examples: Finding[];
}

/**
 * One group per problem (a check and its kind), in the order first found, with its count and first
 * occurrences: a file with one pattern repeated 72 times reads as one problem, not 72. One pass, so a
 * file of 400,000 empty sections still answers with a handful of issues.
 */
function groupFindings(findings: readonly Finding[]): Group[] {
  const byCheck = new Map<CheckId, Map<string, Group>>();
  const groups: Group[] = [];
  for (const finding of findings) {
    let kinds = byCheck.get(finding.check);
    if (!kinds) {
      kinds = new Map();
      byCheck.set(finding.check, kinds);
    }
    const kind = finding.kind ?? finding.check;
    const group = kinds.get(kind);
    if (!group) {
      const created = { first: finding, count: 1, examples: [finding] };
      kinds.set(kind, created);
      groups.push(created);
      continue;
    }
    group.count += 1;
    if (group.examples.length < EXAMPLES_PER_ISSUE) group.examples.push(finding);
  }
  return groups;
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

function toIssue({ first, count, examples }: Group): ValidationIssue {
  const rule = CHECKS[first.check];
  const issue: ValidationIssue = {
    code: first.check,
    severity: rule.severity,
    message: first.message,
    suggestion: first.suggestion ?? rule.suggestion,
    line: first.line,
  };
  if (count === 1) return issue;
  return { ...issue, count, examples: examples.map(({ line, message }) => ({ line, message })) };
}

/**
 * The validator's answer: one issue per problem, repeated ones with their count, ordered by severity
 * then line; the score (which counts every occurrence up to each check's cap) and the file's size.
 */
export function buildReport(input: ReportInput): ValidationResponse {
  const issues = groupFindings(input.findings)
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
