import { randomUUID } from 'node:crypto';
import {
  normalizeWebsiteUrl,
  type AnalysisRecord,
  type AnalyzeResponse,
  type Tier,
} from '@signpost/contracts';
import { AppError, notFound } from '@signpost/errors';
import type { Runtime } from '@signpost/runtime';
import { publishProgress } from '@signpost/runtime';
import { presentAnalysis, presentPages } from './present-analysis.js';

export interface StartAnalysisInput {
  url: string;
  force: boolean;
  email?: string | undefined;
  clientAddress: string;
}

const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
const DAY_MS = 24 * 3600 * 1000;

/** Starts, reads and reuses analyses; the gateway's routes are thin wrappers around this. */
export class AnalysisService {
  constructor(private readonly runtime: Pick<Runtime, 'repos' | 'queue' | 'progress' | 'config'>) {}

  async start(input: StartAnalysisInput): Promise<AnalyzeResponse> {
    const url = normalizeWebsiteUrl(input.url);
    const { repos, config } = this.runtime;
    if (!input.force && config.analysis.cacheHours > 0) {
      const since = new Date(Date.now() - config.analysis.cacheHours * 3600 * 1000);
      const earlier = await repos.analyses.findCompletedSince(url, since);
      if (earlier) {
        return {
          analysisId: earlier.id,
          status: 'completed',
          discoveredPages: presentPages(await repos.pages.listScored(earlier.id), earlier.site_name),
        };
      }
    }

    // Anonymous visitors are starters, counted by every subject they bring (decisions.md).
    const tier: Tier = 'starter';
    const plan = config.plans[tier];
    const subjects = [
      `ip:${input.clientAddress}`,
      ...(input.email ? [`email:${input.email.toLowerCase()}`] : []),
    ];
    const analysisId = randomUUID();
    await repos.transaction(async (tx) => {
      await tx.usage.lockSubjects(subjects);
      const now = new Date();
      const used = await tx.usage.countSince(subjects, 'analysis', startOfUtcDay(now));
      if (used >= plan.analyses.limit) {
        const resetAt = new Date(startOfUtcDay(now).getTime() + DAY_MS);
        throw new AppError(
          'daily_limit_reached',
          429,
          `You have used all ${plan.analyses.limit} free analyses for today. The limit resets at midnight UTC, or upgrade to Coffee Power for more.`,
          {
            headers: { 'retry-after': String(Math.ceil((resetAt.getTime() - now.getTime()) / 1000)) },
            details: { resetAt: resetAt.toISOString(), suggestedUpgrade: 'solo' },
          },
        );
      }
      await tx.analyses.create({
        id: analysisId,
        url,
        site_key: url,
        tier,
        requester_email: input.email?.toLowerCase() ?? null,
        status: 'processing',
        stage: 'discovery',
        max_pages: plan.maxPagesPerAnalysis,
        ai_pages_limit: plan.aiPagesLimit,
      });
      await tx.usage.record(subjects, 'analysis', analysisId);
    });
    await this.runtime.queue.enqueue('discover-site', { analysisId });
    await publishProgress(this.runtime, analysisId);
    return { analysisId, status: 'processing', discoveredPages: [] };
  }

  async get(id: string): Promise<AnalysisRecord> {
    const row = await this.runtime.repos.analyses.get(id);
    if (!row) throw notFound('No analysis has that id. It may have expired after 30 days.');
    const pages = row.status === 'completed' ? await this.runtime.repos.pages.listScored(id) : [];
    return presentAnalysis(row, pages);
  }
}
