import { CHECKS, type CheckId, type Finding } from './checks.js';

/** 100 minus each check's penalty per finding, up to the check's cap; never below 0. */
export function scoreFindings(findings: readonly Finding[]): number {
  const counts = new Map<CheckId, number>();
  for (const finding of findings)
    counts.set(finding.check, (counts.get(finding.check) ?? 0) + (finding.occurrences ?? 1));
  let penalty = 0;
  for (const [check, count] of counts) {
    const rule = CHECKS[check];
    penalty += Math.min(rule.cap, rule.penalty * count);
  }
  return Math.max(0, 100 - penalty);
}
