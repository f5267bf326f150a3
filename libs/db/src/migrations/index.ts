import type { Migration } from 'kysely/migration';
import * as initial from './0001_initial.js';
import * as pageMarkdownAlternate from './0002_page_markdown_alternate.js';
import * as scoreCache from './0003_score_cache.js';
import * as oneNamePerStage from './0004_one_name_per_stage.js';
import * as accounts from './0005_accounts.js';
import * as billing from './0006_billing.js';
import * as checkoutLogins from './0007_checkout_logins.js';
import * as apiKeys from './0008_api_keys.js';
import * as billingGuards from './0009_billing_guards.js';
import * as llmFileQuotas from './0010_llm_file_quotas.js';
import * as pageNavigation from './0012_page_navigation.js';
import * as defaultLanguage from './0013_default_language.js';
import * as pageDescriptionCandidates from './0014_page_description_candidates.js';
import * as pageRendering from './0015_page_rendering.js';
import * as publishedFiles from './0016_published_files.js';
import * as discoveryCheckpoints from './0017_discovery_checkpoints.js';
import * as monitors from './0018_monitors.js';
import * as pageValidators from './0019_page_validators.js';
import * as readinessReports from './0020_readiness_reports.js';
import * as skippedMonitorRuns from './0021_skipped_monitor_runs.js';
import * as siteVerifications from './0022_site_verifications.js';
import * as discoveryProgress from './0023_discovery_progress.js';
import * as publishedPages from './0024_published_pages.js';
import * as pageLinkShares from './0025_page_link_shares.js';
import * as siteReaders from './0026_site_readers.js';

/** Every migration, in order. Listed statically so the compiled services need no directory scan. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_page_markdown_alternate': pageMarkdownAlternate,
  '0003_score_cache': scoreCache,
  '0004_one_name_per_stage': oneNamePerStage,
  '0005_accounts': accounts,
  '0006_billing': billing,
  '0007_checkout_logins': checkoutLogins,
  '0008_api_keys': apiKeys,
  '0009_billing_guards': billingGuards,
  '0010_llm_file_quotas': llmFileQuotas,
  '0012_page_navigation': pageNavigation,
  '0013_default_language': defaultLanguage,
  '0014_page_description_candidates': pageDescriptionCandidates,
  '0015_page_rendering': pageRendering,
  '0016_published_files': publishedFiles,
  '0017_discovery_checkpoints': discoveryCheckpoints,
  '0018_monitors': monitors,
  '0019_page_validators': pageValidators,
  '0020_readiness_reports': readinessReports,
  '0021_skipped_monitor_runs': skippedMonitorRuns,
  '0022_site_verifications': siteVerifications,
  '0023_discovery_progress': discoveryProgress,
  '0024_published_pages': publishedPages,
  '0025_page_link_shares': pageLinkShares,
  '0026_site_readers': siteReaders,
};
