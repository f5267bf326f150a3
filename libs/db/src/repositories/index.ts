import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { AnalysesRepository } from './analyses-repository.js';
import { ExtractionBatchesRepository } from './extraction-batches-repository.js';
import { LlmFilesRepository } from './llm-files-repository.js';
import { PublishedFilesRepository } from './published-files-repository.js';
import { PublishedPagesRepository } from './published-pages-repository.js';
import { SiteReadersRepository } from './site-readers-repository.js';
import { SiteVerificationsRepository } from './site-verifications-repository.js';
import { DiscoveryCheckpointsRepository } from './discovery-checkpoints-repository.js';
import { MonitorsRepository } from './monitors-repository.js';
import { MonitorRunsRepository } from './monitor-runs-repository.js';
import { ReadinessReportsRepository } from './readiness-reports-repository.js';
import { PagesRepository } from './pages-repository.js';
import { ScoreCacheRepository } from './score-cache-repository.js';
import { UsageRepository } from './usage-repository.js';
import { EmailTokensRepository } from './email-tokens-repository.js';
import { SessionsRepository } from './sessions-repository.js';
import { UsersRepository } from './users-repository.js';
import { StripeEventsRepository } from './stripe-events-repository.js';
import { CheckoutLoginsRepository } from './checkout-logins-repository.js';
import { ApiKeysRepository } from './api-keys-repository.js';
import type { AccountChange } from '@signpost/contracts';
import { ignoreAccountChanges, type AccountChangeListener } from './account-changes.js';

export interface Repositories {
  analyses: AnalysesRepository;
  pages: PagesRepository;
  extractionBatches: ExtractionBatchesRepository;
  discoveryCheckpoints: DiscoveryCheckpointsRepository;
  llmFiles: LlmFilesRepository;
  publishedFiles: PublishedFilesRepository;
  publishedPages: PublishedPagesRepository;
  siteVerifications: SiteVerificationsRepository;
  siteReaders: SiteReadersRepository;
  monitors: MonitorsRepository;
  monitorRuns: MonitorRunsRepository;
  readinessReports: ReadinessReportsRepository;
  usage: UsageRepository;
  scoreCache: ScoreCacheRepository;
  users: UsersRepository;
  sessions: SessionsRepository;
  emailTokens: EmailTokensRepository;
  stripeEvents: StripeEventsRepository;
  checkoutLogins: CheckoutLoginsRepository;
  apiKeys: ApiKeysRepository;
  /** Runs `work` in one transaction with repositories bound to it. */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}

/**
 * The repositories over `db`. `accountChanged` hears every write that ends a session or changes an
 * account; inside a transaction those writes are held and announced once it commits, so nobody is told
 * of a change that was rolled back, or before it can be read.
 */
export function createRepositories(
  db: Kysely<Database>,
  accountChanged: AccountChangeListener = ignoreAccountChanges,
): Repositories {
  return {
    analyses: new AnalysesRepository(db),
    pages: new PagesRepository(db),
    extractionBatches: new ExtractionBatchesRepository(db),
    discoveryCheckpoints: new DiscoveryCheckpointsRepository(db),
    llmFiles: new LlmFilesRepository(db),
    publishedFiles: new PublishedFilesRepository(db),
    publishedPages: new PublishedPagesRepository(db),
    siteVerifications: new SiteVerificationsRepository(db),
    siteReaders: new SiteReadersRepository(db),
    monitors: new MonitorsRepository(db),
    monitorRuns: new MonitorRunsRepository(db),
    readinessReports: new ReadinessReportsRepository(db),
    usage: new UsageRepository(db),
    scoreCache: new ScoreCacheRepository(db),
    users: new UsersRepository(db, accountChanged),
    sessions: new SessionsRepository(db, accountChanged),
    emailTokens: new EmailTokensRepository(db),
    stripeEvents: new StripeEventsRepository(db),
    checkoutLogins: new CheckoutLoginsRepository(db),
    apiKeys: new ApiKeysRepository(db),
    transaction: async (work) => {
      const held: AccountChange[] = [];
      const result = await db
        .transaction()
        .execute((trx) => work(createRepositories(trx, async (change) => void held.push(change))));
      for (const change of held) await accountChanged(change);
      return result;
    },
  };
}

export {
  AnalysesRepository,
  type DiscoveryCounts,
  type DiscoverySummary,
  type ReusableAnalysis,
  type ReusableOwner,
  type ScoringUsage,
} from './analyses-repository.js';
export { ExtractionBatchesRepository } from './extraction-batches-repository.js';
export {
  DiscoveryCheckpointsRepository,
  type DiscoveryCheckpoint,
  type KeptPageRow,
} from './discovery-checkpoints-repository.js';
export { LlmFilesRepository } from './llm-files-repository.js';
export {
  PublishedFilesRepository,
  type LiveAddress,
  type Publication,
  type PublicationSlugs,
} from './published-files-repository.js';
export {
  PublishedPagesRepository,
  type CopyLink,
  type PageMatch,
  type ServedCopy,
} from './published-pages-repository.js';
export type { PublishedPage } from './published-page-copies.js';
export { SiteVerificationsRepository } from './site-verifications-repository.js';
export { SiteReadersRepository, type CountedReads } from './site-readers-repository.js';
export { MonitorsRepository, type MonitorChange, type NewMonitor } from './monitors-repository.js';
export { MonitorRunsRepository, type MonitorRunFindings } from './monitor-runs-repository.js';
export { ReadinessReportsRepository } from './readiness-reports-repository.js';
export { PagesRepository, type NewPage, type PageScore, type PageSummaryRow } from './pages-repository.js';
export { extractionOfRow, type PageExtraction } from './page-extraction.js';
export { UsageRepository } from './usage-repository.js';
export { ScoreCacheRepository, type CachedScore, type ScoreCacheScope } from './score-cache-repository.js';
export { UsersRepository, type AppliedSubscription } from './users-repository.js';
export { StripeEventsRepository } from './stripe-events-repository.js';
export { CheckoutLoginsRepository } from './checkout-logins-repository.js';
export { ApiKeysRepository, type ApiKeyHolder } from './api-keys-repository.js';
export { ignoreAccountChanges, type AccountChangeListener } from './account-changes.js';
export { SessionsRepository, type RefreshOutcome } from './sessions-repository.js';
export { EmailTokensRepository, type EmailTokenOutcome } from './email-tokens-repository.js';
