import { toUser } from '@signpost/accounts';
import type { AccountExport } from '@signpost/contracts';
import type { AnalysisRow, Repositories, UserRow } from '@signpost/db';
import { accountUsageSubjects } from '@signpost/usage';

/** Analyses are kept 30 days, so an account's list stays short; this bounds a runaway one. */
const MAX_EXPORTED_ANALYSES = 5_000;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Gathers everything Signpost keeps about an account, for its owner to download (data portability). */
export async function exportAccount(
  repos: Repositories,
  account: UserRow,
  now = new Date(),
): Promise<AccountExport> {
  const analyses = await repos.analyses.listByUser(account.id, MAX_EXPORTED_ANALYSES);
  return {
    exportedAt: now.toISOString(),
    account: {
      ...toUser(account),
      subscriptionStatus: account.subscription_status,
      currentPeriodEnd: iso(account.current_period_end),
    },
    analyses: await exportAnalyses(repos, analyses),
    apiKeys: (await repos.apiKeys.listLive(account.id)).map((key) => ({
      name: key.name,
      prefix: key.prefix,
      createdAt: key.created_at.toISOString(),
      lastUsedAt: iso(key.last_used_at),
    })),
    usage: (await repos.usage.listForSubjects(accountUsageSubjects(account)))
      .toSorted((a, b) => a.created_at.getTime() - b.created_at.getTime())
      .map((use) => ({
        kind: use.kind,
        at: use.created_at.toISOString(),
      })),
  };
}

/** The analyses with their pages and files, read in two queries whatever their number. */
async function exportAnalyses(
  repos: Repositories,
  analyses: readonly AnalysisRow[],
): Promise<AccountExport['analyses']> {
  const ids = analyses.map((analysis) => analysis.id);
  const pages = byAnalysis(await repos.pages.listScoredSummariesOf(ids));
  const files = byAnalysis(await repos.llmFiles.listByAnalyses(ids));
  return analyses.map((analysis) => ({
    id: analysis.id,
    url: analysis.url,
    status: analysis.status,
    createdAt: analysis.created_at.toISOString(),
    completedAt: iso(analysis.completed_at),
    error: analysis.error_message,
    pages: (pages.get(analysis.id) ?? []).map((page) => ({
      url: page.url,
      title: page.ai_title ?? page.title,
      description: page.ai_description ?? page.description,
      category: page.ai_category ?? page.category,
      qualityScore: page.quality_score,
    })),
    files: (files.get(analysis.id) ?? []).map((file) => ({
      id: file.id,
      createdAt: file.created_at.toISOString(),
      pageCount: file.page_count,
      content: file.content,
    })),
  }));
}

function byAnalysis<Row extends { analysis_id: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    const group = grouped.get(row.analysis_id);
    if (group) group.push(row);
    else grouped.set(row.analysis_id, [row]);
  }
  return grouped;
}
