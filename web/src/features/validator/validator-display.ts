import type { ValidationIssue } from '@signpost/contracts';

export type ScoreTone = 'good' | 'fair' | 'poor';

/** Score colours of the spec: 90 or more green, 75 or more yellow, below red. */
export function scoreTone(score: number): ScoreTone {
  if (score >= 90) return 'good';
  if (score >= 75) return 'fair';
  return 'poor';
}

export const EXCELLENT_SCORE = 85;

/** How a repeated problem reads: its count and a few of its occurrences. */
export interface Occurrences {
  summary: string;
  /** Listed when the occurrences differ (each names its link); empty when they only differ by line. */
  examples: string[];
}

/** "72 occurrences, e.g. lines 11, 12, 13" for an issue that stands for a repeated problem. */
export function occurrencesOf(issue: ValidationIssue): Occurrences | null {
  if (issue.count === undefined) return null;
  const examples = issue.examples ?? [];
  const summary = `${issue.count.toLocaleString('en-US')} occurrences`;
  if (examples.every((example) => example.message === issue.message)) {
    const lines = examples.flatMap((example) => (example.line === null ? [] : [example.line]));
    return {
      summary: lines.length > 0 ? `${summary}, e.g. lines ${lines.join(', ')}` : summary,
      examples: [],
    };
  }
  return {
    summary: `${summary}, e.g.:`,
    examples: examples.map((example) =>
      example.line === null ? example.message : `Line ${example.line}: ${example.message}`,
    ),
  };
}

/**
 * What the validator allows the person checking (docs/product-rules.md, Validator): a visitor, and a
 * demo session, which anyone can open, have a few checks a day per address; an account has no limit.
 */
export function validatorAllowance(
  user: { isDemo: boolean } | null,
  freeDailyChecks: number,
): { text: string; offerSignUp: boolean } {
  if (user !== null && !user.isDemo) return { text: 'Signed in: unlimited checks', offerSignUp: false };
  const checks = `${freeDailyChecks} ${freeDailyChecks === 1 ? 'check' : 'checks'} per day`;
  return {
    text: user === null ? `Free validation: ${checks}` : `Demo session: ${checks}, as for a visitor`,
    offerSignUp: true,
  };
}
