export type ScoreTone = 'good' | 'fair' | 'poor';

/** Score colours of the spec: 90 or more green, 75 or more yellow, below red. */
export function scoreTone(score: number): ScoreTone {
  if (score >= 90) return 'good';
  if (score >= 75) return 'fair';
  return 'poor';
}

export const EXCELLENT_SCORE = 85;
