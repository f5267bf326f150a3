import type { ReadinessCategory, ReadinessStatus } from '@signpost/contracts';

/** A check's verdict before its fix is written for the site's platform. */
export interface CheckResult {
  id: string;
  category: ReadinessCategory;
  status: ReadinessStatus;
  summary: string;
}

export const check = (
  id: string,
  category: ReadinessCategory,
  status: ReadinessStatus,
  summary: string,
): CheckResult => ({ id, category, status, summary });

/** pass at or above `pass`, warn at or above `warn`, fail below: shares of sampled pages and the like. */
export function byShare(share: number, pass: number, warn: number): ReadinessStatus {
  if (share >= pass) return 'pass';
  return share >= warn ? 'warn' : 'fail';
}

export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** `2 links were not requested: robots.txt disallows them for SignpostBot`, for what a report left alone. */
export const robotsKept = (count: number, noun: string, done: string, agent: string) =>
  `${plural(count, noun)} ${count === 1 ? 'was' : 'were'} not ${done}: robots.txt disallows ${count === 1 ? 'it' : 'them'} for ${agent}`;

/** The summary of a check whose input was too large or too slow to read within the step deadline. */
export const tooCostly = (what: string) =>
  `${what} could not be read within the limits a report allows (time and memory).`;
