import { toUser } from '@signpost/accounts';
import type { AccountExport } from '@signpost/contracts';
import type { AnalysisRow, Repositories, UserRow } from '@signpost/db';
import { presentRun } from '@signpost/monitoring';
import { accountUsageSubjects } from '@signpost/usage';

/** Analyses read per query: with their pages and files, what the export holds in memory at once. */
const ANALYSES_PER_PAGE = 25;

const iso = (date: Date | null) => date?.toISOString() ?? null;

type ExportedAnalysis = AccountExport['analyses'][number];

/**
 * Everything Signpost keeps about an account, for its owner to download (data portability), as the
 * JSON text of an AccountExport written piece by piece: the account, its keys, counted uses, monitors
 * with their runs and published files, then its analyses a page at a time, so an account with many
 * large analyses never sits whole in memory.
 */
export class AccountExporter {
  constructor(private readonly deps: { repos: Repositories }) {}

  /** The export's JSON text, in pieces to stream. */
  stream(account: UserRow, now = new Date()): AsyncGenerator<string> {
    return exportAccount(this.deps.repos, account, now);
  }
}

async function* exportAccount(repos: Repositories, account: UserRow, now: Date): AsyncGenerator<string> {
  const head: Omit<AccountExport, 'analyses'> = {
    exportedAt: now.toISOString(),
    account: {
      ...toUser(account),
      subscriptionStatus: account.subscription_status,
      currentPeriodEnd: iso(account.current_period_end),
    },
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
    monitors: await exportedMonitors(repos, account.id),
    publishedFiles: (await repos.publishedFiles.listOf(account.id)).map((published) => ({
      slug: published.slug,
      site: published.site,
      publishedAt: published.published_at.toISOString(),
      withdrawnAt: iso(published.withdrawn_at),
    })),
  };
  yield `${JSON.stringify(head).slice(0, -1)},"analyses":[`;
  let separator = '';
  for await (const analysis of exportedAnalyses(repos, account.id)) {
    yield separator + JSON.stringify(analysis);
    separator = ',';
  }
  yield ']}';
}

/**
 * The account's monitors with their runs (a plan keeps at most a few dozen monitors, each its newest
 * runs), never a webhook's signing secret: the owner was shown it once, and a download is easily shared.
 */
async function exportedMonitors(repos: Repositories, userId: string): Promise<AccountExport['monitors']> {
  const monitors = await repos.monitors.listOf(userId);
  return Promise.all(
    monitors.map(async (monitor) => ({
      id: monitor.id,
      url: monitor.url,
      schedule: monitor.schedule,
      notify: {
        email: monitor.notify_email,
        ...(monitor.webhook_url === null ? {} : { webhookUrl: monitor.webhook_url }),
      },
      paused: monitor.paused,
      createdAt: monitor.created_at.toISOString(),
      nextRunAt: monitor.next_run_at.toISOString(),
      runs: (await repos.monitorRuns.listOf(monitor.id)).map(presentRun),
    })),
  );
}

/** The account's analyses with their pages and files, newest first, two queries per page of them. */
async function* exportedAnalyses(repos: Repositories, userId: string): AsyncGenerator<ExportedAnalysis> {
  let last: AnalysisRow | undefined;
  do {
    const analyses = await repos.analyses.listByUserAfter(userId, ANALYSES_PER_PAGE, last);
    const ids = analyses.map((analysis) => analysis.id);
    const pages = byAnalysis(await repos.pages.listScoredSummariesOf(ids));
    const files = byAnalysis(await repos.llmFiles.listByAnalyses(ids));
    for (const analysis of analyses) {
      yield {
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
      };
    }
    last = analyses.length === ANALYSES_PER_PAGE ? analyses.at(-1) : undefined;
  } while (last);
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
