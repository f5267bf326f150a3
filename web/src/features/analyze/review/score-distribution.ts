import { QUALITY_BAND_FLOORS, qualityBand } from '@signpost/contracts';
import type { QualityBand } from '@signpost/contracts';

export interface ScoreBucket {
  /** The whole score the bucket holds: 1 holds 1.0 to 1.9, 10 holds 10.0. */
  score: number;
  count: number;
  band: QualityBand;
}

/** How many pages scored each whole number from 1 to 10, for the review's chart. */
export function scoreDistribution(scores: readonly number[]): ScoreBucket[] {
  const counts = new Array<number>(10).fill(0);
  for (const score of scores) {
    const bucket = Math.min(10, Math.max(1, Math.floor(score)));
    counts[bucket - 1] = (counts[bucket - 1] ?? 0) + 1;
  }
  return counts.map((count, index) => ({ score: index + 1, count, band: qualityBand(index + 1) }));
}

/** The score ranges of the bands, in the badges' own words: the chart's legend and its text alternative. */
export const BAND_RANGES: Record<QualityBand, string> = {
  high: `${QUALITY_BAND_FLOORS.high} to 10`,
  medium: `${QUALITY_BAND_FLOORS.medium} to below ${QUALITY_BAND_FLOORS.high}`,
  low: `below ${QUALITY_BAND_FLOORS.medium}`,
};

/** The chart in one sentence, for people who cannot see it. */
export function distributionSummary(buckets: readonly ScoreBucket[]): string {
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  const byBand = (band: QualityBand) =>
    buckets.filter((bucket) => bucket.band === band).reduce((sum, bucket) => sum + bucket.count, 0);
  return `Quality scores of ${total} pages: ${byBand('high')} high (${BAND_RANGES.high}), ${byBand('medium')} medium (${BAND_RANGES.medium}), ${byBand('low')} low (${BAND_RANGES.low}).`;
}
