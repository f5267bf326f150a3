import pg from 'pg';
import { startFixtureSite, type FixtureSite } from '@signpost/testing';
import { startPostgres, startRedis, type ManagedServer } from './servers.js';

/**
 * What the proofs share: loopback sites to analyse, analyses queued through the gateway's public API,
 * and the audit of the database afterwards (each analysis completed once, no page lost or doubled).
 */

let clientCounter = 0;
/**
 * A distinct client address per request (the gateway trusts X-Forwarded-For from loopback in the
 * proofs), so many visitors are simulated rather than one address hitting the per-address limit.
 */
export function nextClientAddress(): string {
  clientCounter += 1;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

export async function startSites(count: number, pages: number, latencyMs: number): Promise<FixtureSite[]> {
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      startFixtureSite({ pages, latencyMs, siteName: `Proof Site ${index + 1}` }),
    ),
  );
}

export interface ProofBackends {
  postgres: ManagedServer;
  redis: ManagedServer;
  sites: FixtureSite[];
}

/** A proof's own Postgres and Redis and its loopback sites, each handed to `closers` to stop. */
export async function startProofBackends(
  closers: (() => Promise<void>)[],
  sites: { count: number; pages: number; latencyMs: number },
): Promise<ProofBackends> {
  const postgres = await startPostgres();
  closers.push(postgres.close);
  const redis = await startRedis();
  closers.push(redis.close);
  const started = await startSites(sites.count, sites.pages, sites.latencyMs);
  closers.push(async () => void (await Promise.all(started.map((site) => site.close()))));
  return { postgres, redis, sites: started };
}

export interface QueuedAnalysis {
  id: string;
  site: FixtureSite;
}

/** How often a refused POST is sent again, as a client honouring Retry-After would. */
const RETRIES_AFTER_503 = 10;

/** Counts POST /api/analyze answered 503 before a retry was accepted (a burst the gateway shed). */
export const shed = { count: 0 };

export async function queueAnalysis(gatewayUrl: string, site: FixtureSite): Promise<QueuedAnalysis> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${gatewayUrl}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClientAddress() },
      body: JSON.stringify({ url: site.origin, force: true }),
    });
    const body = (await response.json()) as { analysisId?: string };
    if (response.status === 503 && attempt < RETRIES_AFTER_503) {
      shed.count += 1;
      const seconds = Number(response.headers.get('retry-after') ?? '1');
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000 * (0.5 + Math.random())));
      continue;
    }
    if (response.status !== 202 || !body.analysisId) {
      throw new Error(`POST /api/analyze answered ${response.status} ${JSON.stringify(body)}`);
    }
    return { id: body.analysisId, site };
  }
}

export interface QueueOutcome {
  queued: QueuedAnalysis[];
  /** Requests the gateway refused, as `status body`. */
  rejected: string[];
}

/** Queues `count` analyses at once, spread over the sites. */
export async function queueAnalyses(
  gatewayUrl: string,
  sites: FixtureSite[],
  count: number,
): Promise<QueueOutcome> {
  const outcomes = await Promise.allSettled(
    Array.from({ length: count }, (_, index) => queueAnalysis(gatewayUrl, sites[index % sites.length]!)),
  );
  return {
    queued: outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : [])),
    rejected: outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [String((outcome.reason as Error).message)] : [],
    ),
  };
}

export function openDatabase(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  return pool;
}

/** Waits until none of the analyses is still processing; answers how many still are at the deadline. */
export async function waitUntilSettled(
  database: pg.Pool,
  ids: string[],
  timeoutMs: number,
  onTick?: (processing: number) => void,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const processing = await database
      .query<{ count: string }>(
        "select count(*) from analyses where id = any($1::uuid[]) and status = 'processing'",
        [ids],
      )
      .then((result) => Number(result.rows[0]?.count ?? ids.length))
      .catch(() => ids.length);
    onTick?.(processing);
    if (processing === 0 || Date.now() > deadline) return processing;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A waitUntilSettled tick that prints how many analyses are still processing, every 15 s. */
export function progress(): (processing: number) => void {
  const started = performance.now();
  let printed = 0;
  return (processing) => {
    const seconds = (performance.now() - started) / 1000;
    if (seconds - printed < 15) return;
    printed = seconds;
    console.log(`  ${seconds.toFixed(0)} s: ${processing} still processing`);
  };
}

export interface Audit {
  queued: number;
  completed: number;
  failed: string[];
  missing: number;
  /** Analyses whose page rows differ from the pages their site serves. */
  wrongPageSets: string[];
  /** Analyses whose counters or batches say a page or batch was counted twice or never. */
  miscounted: string[];
  /** Analyses recorded as used more than once (a doubled start). */
  doubledUsage: string[];
  secondsPerAnalysis: { min: number; p50: number; p90: number; p95: number; max: number };
  /** From the first analysis created to the last completed. */
  wallSeconds: number;
  analysesPerSecond: number;
  pagesPerSecond: number;
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

export async function audit(database: pg.Pool, queued: QueuedAnalysis[]): Promise<Audit> {
  const ids = queued.map((analysis) => analysis.id);
  const analyses = await database.query<{
    id: string;
    status: string;
    error_message: string | null;
    pages_found: number;
    pages_fetched: number;
    pages_scored: number;
    batches_total: number;
    batches_outstanding: number | null;
    created_at: Date;
    completed_at: Date | null;
  }>(
    `select id, status, error_message, pages_found, pages_fetched, pages_scored, batches_total,
            batches_outstanding, created_at, completed_at
       from analyses where id = any($1::uuid[])`,
    [ids],
  );
  const pages = await database.query<{
    analysis_id: string;
    url: string;
    rows: number;
    fetched: boolean;
    scored: boolean;
  }>(
    `select analysis_id, url, count(*)::int as rows, bool_and(status = 'fetched') as fetched,
            bool_and(quality_score is not null) as scored
       from pages where analysis_id = any($1::uuid[]) group by analysis_id, url`,
    [ids],
  );
  const batches = await database.query<{ analysis_id: string; total: number; done: number }>(
    `select analysis_id, count(*)::int as total, count(completed_at)::int as done
       from extraction_batches where analysis_id = any($1::uuid[]) group by analysis_id`,
    [ids],
  );
  const usage = await database.query<{ analysis_id: string; uses: number }>(
    `select analysis_id, count(*)::int as uses from usage_events
      where analysis_id = any($1::uuid[]) group by analysis_id`,
    [ids],
  );
  const pagesOf = new Map<string, typeof pages.rows>();
  for (const row of pages.rows) pagesOf.set(row.analysis_id, [...(pagesOf.get(row.analysis_id) ?? []), row]);
  const batchesOf = new Map(batches.rows.map((row) => [row.analysis_id, row]));
  const usesOf = new Map(usage.rows.map((row) => [row.analysis_id, row.uses]));
  const byId = new Map(analyses.rows.map((row) => [row.id, row]));

  const failed: string[] = [];
  const wrongPageSets: string[] = [];
  const miscounted: string[] = [];
  const doubledUsage: string[] = [];
  for (const { id, site } of queued) {
    const row = byId.get(id);
    if (!row) continue;
    if (row.status !== 'completed' || row.completed_at === null) {
      failed.push(`${id} ${row.status}: ${row.error_message ?? ''}`);
      continue;
    }
    const rows = pagesOf.get(id) ?? [];
    const expected = new Set(site.paths.map((pagePath) => new URL(pagePath, site.origin).href));
    const stored = new Set(rows.map((page) => page.url));
    const exact =
      rows.every((page) => page.rows === 1 && page.fetched && page.scored) &&
      stored.size === expected.size &&
      [...expected].every((url) => stored.has(url));
    if (!exact) wrongPageSets.push(`${id}: ${stored.size} stored of ${expected.size}`);
    const batch = batchesOf.get(id);
    const counted =
      row.pages_found === rows.length &&
      row.pages_fetched === rows.length &&
      row.pages_scored === rows.length &&
      row.batches_outstanding === 0 &&
      batch?.total === row.batches_total &&
      batch?.done === batch?.total;
    if (!counted) {
      miscounted.push(
        `${id}: found ${row.pages_found} fetched ${row.pages_fetched} scored ${row.pages_scored} of ${rows.length} ` +
          `rows; batches ${batch?.done}/${batch?.total}/${row.batches_total} outstanding ${row.batches_outstanding}`,
      );
    }
    if ((usesOf.get(id) ?? 0) > 1) doubledUsage.push(id);
  }

  const completedRows = analyses.rows.filter((row) => row.status === 'completed' && row.completed_at);
  const durations = completedRows
    .map((row) => (row.completed_at!.getTime() - row.created_at.getTime()) / 1000)
    .sort((a, b) => a - b);
  const firstCreated = Math.min(...analyses.rows.map((row) => row.created_at.getTime()));
  const lastCompleted = Math.max(...completedRows.map((row) => row.completed_at!.getTime()));
  const wallSeconds = (lastCompleted - firstCreated) / 1000;
  const totalPages = completedRows.reduce((sum, row) => sum + row.pages_fetched, 0);
  return {
    queued: queued.length,
    completed: completedRows.length,
    failed,
    missing: ids.length - analyses.rows.length,
    wrongPageSets,
    miscounted,
    doubledUsage,
    secondsPerAnalysis: {
      min: durations[0] ?? Number.NaN,
      p50: percentile(durations, 0.5),
      p90: percentile(durations, 0.9),
      p95: percentile(durations, 0.95),
      max: durations.at(-1) ?? Number.NaN,
    },
    wallSeconds,
    analysesPerSecond: completedRows.length / wallSeconds,
    pagesPerSecond: totalPages / wallSeconds,
  };
}

/** The audit as printed lines; the first problems of each kind are shown in full. */
export function describeAudit(title: string, result: Audit): string {
  const problems = (label: string, list: string[]) =>
    `${label}: ${list.length}${list.length ? ` (${list.slice(0, 3).join('; ')})` : ''}`;
  return [
    `${title}`,
    `  analyses: ${result.queued} queued, ${result.completed} completed, ${result.missing} missing`,
    `  ${problems('failed or unfinished', result.failed)}`,
    `  ${problems('page set lost or doubled', result.wrongPageSets)}`,
    `  ${problems('counters or batches off', result.miscounted)}`,
    `  ${problems('usage recorded twice', result.doubledUsage)}`,
    `  time per analysis (created -> completed): min ${result.secondsPerAnalysis.min.toFixed(2)} s, ` +
      `p50 ${result.secondsPerAnalysis.p50.toFixed(2)} s, p90 ${result.secondsPerAnalysis.p90.toFixed(2)} s, ` +
      `p95 ${result.secondsPerAnalysis.p95.toFixed(2)} s, max ${result.secondsPerAnalysis.max.toFixed(2)} s`,
    `  throughput: ${result.analysesPerSecond.toFixed(2)} analyses/s, ${result.pagesPerSecond.toFixed(1)} pages/s ` +
      `over ${result.wallSeconds.toFixed(1)} s`,
  ].join('\n');
}

export function isClean(result: Audit): boolean {
  return (
    result.completed === result.queued &&
    result.missing === 0 &&
    result.failed.length === 0 &&
    result.wrongPageSets.length === 0 &&
    result.miscounted.length === 0 &&
    result.doubledUsage.length === 0
  );
}
