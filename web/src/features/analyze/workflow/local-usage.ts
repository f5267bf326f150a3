import type { PlanCatalogue, Tier } from '@signpost/contracts';
import { DEFAULT_PLANS, tierSchema } from '@signpost/contracts';
import { z } from 'zod';
import type { KeyValueStorage } from '../../../storage/browser-storage.js';
import { readJson, writeJson } from '../../../storage/browser-storage.js';

/**
 * The browser's own note of each email's use (docs/product-rules.md, Usage and limits), kept in local
 * storage.
 */
export const LOCAL_USAGE_KEY = 'llm_usage_tracking';

export interface LocalUsageRecord {
  tier: Tier;
  dailyAnalyses: number;
  currentUsage: number;
  /** The calendar day (YYYY-MM-DD, UTC like the server's count) the count belongs to. */
  lastReset: string;
  creditsRemaining?: number | undefined;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** A stored record as written by `saveLocalUsage`; anything else (an older shape, an edit) is skipped. */
function asRecord(value: unknown): LocalUsageRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const { tier, dailyAnalyses, currentUsage, lastReset, creditsRemaining } = value as Record<string, unknown>;
  const parsedTier = tierSchema.safeParse(tier);
  if (!parsedTier.success || !isCount(dailyAnalyses) || !isCount(currentUsage)) return null;
  if (typeof lastReset !== 'string') return null;
  if (creditsRemaining !== undefined && !isCount(creditsRemaining)) return null;
  return { tier: parsedTier.data, dailyAnalyses, currentUsage, lastReset, creditsRemaining };
}

function calendarDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

const storedRecordsSchema = z.record(z.string(), z.unknown());

function readAll(storage: KeyValueStorage | null): Record<string, LocalUsageRecord> {
  const records: Record<string, LocalUsageRecord> = {};
  for (const [email, value] of Object.entries(
    readJson(storage, LOCAL_USAGE_KEY, storedRecordsSchema) ?? {},
  )) {
    const record = asRecord(value);
    if (record !== null) records[email] = record;
  }
  return records;
}

const normalise = (email: string) => email.trim().toLowerCase();

/** Whether this browser has seen the email before: such a visitor skips email capture. */
export function isReturningEmail(storage: KeyValueStorage | null, email: string): boolean {
  return Object.hasOwn(readAll(storage), normalise(email));
}

/**
 * The email's record; a new day starts from zero, an unknown email from the free plan of the catalogue
 * (the server's, or the contracts' defaults until it has answered).
 */
export function readLocalUsage(
  storage: KeyValueStorage | null,
  email: string,
  now: Date,
  plans: PlanCatalogue = DEFAULT_PLANS,
): LocalUsageRecord {
  const today = calendarDay(now);
  const record = readAll(storage)[normalise(email)];
  if (record === undefined) {
    return {
      tier: 'starter',
      dailyAnalyses: plans.starter.analyses.limit,
      currentUsage: 0,
      lastReset: today,
    };
  }
  return record.lastReset === today ? record : { ...record, currentUsage: 0, lastReset: today };
}

/** Stores what the server last said about the email (or the defaults, to remember it). */
export function saveLocalUsage(
  storage: KeyValueStorage | null,
  email: string,
  record: LocalUsageRecord,
): void {
  // A full or disabled storage only costs the recognition of a returning email.
  writeJson(storage, LOCAL_USAGE_KEY, { ...readAll(storage), [normalise(email)]: record });
}
