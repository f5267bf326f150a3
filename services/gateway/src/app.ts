import type { FastifyInstance } from 'fastify';
import {
  AccountService,
  ApiKeyService,
  EmailVerification,
  PasswordResets,
  SessionCache,
  Sessions,
} from '@signpost/accounts';
import { createStripeClient } from '@signpost/billing';
import type { UserRow } from '@signpost/db';
import { createGuardedFetcher } from '@signpost/fetch';
import { AccountClosure } from './accounts/account-closure.js';
import { AccountExporter } from './accounts/account-export.js';
import type { Runtime } from '@signpost/runtime';
import { AnalysisService } from './analyses/analysis-service.js';
import { estimateLlmCost } from './analyses/estimate-llm-cost.js';
import { BillingService } from './billing/billing-service.js';
import { SubscriptionService } from './billing/subscription-service.js';
import { AnalysisFollower, STREAM_LEASE_MS } from './event-streams/analysis-follower.js';
import { openStreamSlots } from './event-streams/open-stream-slots.js';
import { HealthService } from './health/health-service.js';
import { LlmFileService } from './llm-files/llm-file-service.js';
import { mcpRoutes } from './mcp/mcp-routes.js';
import { MarkdownCopies } from './publishing/markdown-copies.js';
import { PublishingService } from './publishing/publishing-service.js';
import { SiteVerificationService } from './publishing/site-verification-service.js';
import { MonitorService } from './monitors/monitor-service.js';
import { monitorRoutes } from './routes/monitors.js';
import { readinessRoutes } from './routes/readiness.js';
import { apiDocs } from './openapi/api-docs.js';
import { adminBoard } from './plugins/admin-board.js';
import { callerPlugin } from './plugins/caller.js';
import { errorHandler } from './plugins/error-handler.js';
import { rateLimits } from './plugins/rate-limits.js';
import { webApp } from './plugins/web-app.js';
import { zodSchemas } from './plugins/zod-schemas.js';
import { analysisEventRoutes } from './routes/analysis-events.js';
import { analysisRoutes } from './routes/analyses.js';
import { apiKeyRoutes } from './routes/api-keys.js';
import { authEmailRoutes } from './routes/auth-email.js';
import { accountClosureRoutes } from './routes/account-closure.js';
import { accountExportRoutes } from './routes/account-export.js';
import { authSessionRoutes } from './routes/auth-sessions.js';
import { billingRoutes } from './routes/billing.js';
import { subscriptionRoutes } from './routes/subscription.js';
import { checkoutRoutes } from './routes/checkouts.js';
import { healthRoutes } from './routes/health.js';
import { llmFileRoutes } from './routes/llm-files.js';
import { publishedFileRoutes } from './routes/published-files.js';
import { markdownCopyRoutes } from './routes/markdown-copies.js';
import { siteMcpRoutes } from './routes/site-mcp.js';
import { siteReadersRoutes } from './routes/site-readers.js';
import { openReaderCounter } from './readers/open-reader-counter.js';
import type { ReadCounts } from './readers/reader-counter.js';
import { SiteReadersService } from './readers/site-readers-service.js';
import { SiteDocs } from './site-mcp/site-docs.js';
import { siteVerificationRoutes } from './routes/site-verification.js';
import { metricsRoutes } from './routes/metrics.js';
import { myAnalysesRoutes } from './routes/my-analyses.js';
import { usageRoutes } from './routes/usage.js';
import { validatorRoutes } from './routes/validator.js';
import { UsageService } from './usage/usage-service.js';
import { openValidator } from './validator/open-validator.js';

export interface AppOptions {
  runtime: Runtime;
  /** Signs and checks access tokens (auth/jwt-secret.ts). */
  jwtSecret: string;
  /**
   * What counts reads of published files; unset, a ReaderCounter flushing to the database. The
   * benchmark passes one that counts nothing, to measure serving with counting off.
   */
  readers?: ReadCounts;
}

/** The gateway as a plugin: every route and policy, with no knowledge of how it is served. */
export async function app(
  fastify: FastifyInstance,
  { runtime, jwtSecret, readers: givenReaders }: AppOptions,
) {
  const { config, repos, queue } = runtime;
  await fastify.register(errorHandler);
  await fastify.register(metricsRoutes, {
    metrics: runtime.metrics,
    token: runtime.config.http.metricsToken,
  });
  // An account's plan: the one it bought, or the one a self-hosted installation gives every account.
  const tierOf = (account: UserRow) => runtime.usage.tierOfAccount(account);
  const apiKeys = new ApiKeyService({ repos, tierOf });
  const sessionCache = new SessionCache(config.auth.sessionCache);
  const stopHearingChanges = await runtime.accountChanges.subscribe(sessionCache);
  fastify.addHook('onClose', async () => void stopHearingChanges());
  await fastify.register(callerPlugin, {
    repos,
    jwtSecret,
    accessTokenMinutes: config.auth.accessTokenMinutes,
    apiKeys,
    sessionCache,
    verifiedTokensSize: config.auth.sessionCache.size,
  });
  await fastify.register(rateLimits, { config, logger: runtime.logger });
  await fastify.register(zodSchemas);
  await fastify.register(apiDocs);

  // Every service is built here, once; a route calls one method of one of them and maps the answer.
  const analyses = new AnalysisService(runtime);
  const files = new LlmFileService(runtime);
  const publishing = new PublishingService(runtime, files);
  const sessions = new Sessions({
    repos,
    signAccessToken: (claims) => fastify.jwt.sign(claims),
    refreshTokenDays: config.auth.refreshTokenDays,
    tierOf,
  });
  const accounts = new AccountService({ repos, queue, sessions, tierOf });
  const stripe = await createStripeClient(config.billing);
  const { validator, readiness, close: closeValidator } = openValidator(runtime);
  fastify.addHook('onClose', closeValidator);
  // Reads owners' sites for their verification tokens, through the crawler's address guard.
  const verificationFetcher = createGuardedFetcher(config.crawl);
  fastify.addHook('onClose', () => verificationFetcher.close());
  const streamSlots = await openStreamSlots(config, runtime.logger, STREAM_LEASE_MS);
  fastify.addHook('onClose', () => streamSlots.close());
  const readers = givenReaders ?? openReaderCounter(fastify, runtime);

  await fastify.register(healthRoutes, { health: new HealthService(runtime) });
  await fastify.register(authSessionRoutes, { accounts, sessions });
  await fastify.register(authEmailRoutes, {
    accounts,
    verification: new EmailVerification({ repos }),
    resets: new PasswordResets({ repos, queue }),
  });
  await fastify.register(myAnalysesRoutes, { analyses });
  await fastify.register(apiKeyRoutes, { apiKeys });
  await fastify.register(usageRoutes, { usage: new UsageService(runtime, estimateLlmCost(config.llm)) });
  await fastify.register(analysisRoutes, { analyses });
  const follower = new AnalysisFollower({
    analyses,
    progress: runtime.progress,
    slots: streamSlots,
    quotas: config.quotas,
  });
  await fastify.register(analysisEventRoutes, { follower });
  await fastify.register(llmFileRoutes, { files });
  await fastify.register(publishedFileRoutes, { publishing, readers });
  await fastify.register(markdownCopyRoutes, { copies: new MarkdownCopies(repos), readers });
  await fastify.register(siteMcpRoutes, {
    docs: new SiteDocs(publishing, repos.publishedPages, config.http.publicUrl),
    publicUrl: config.http.publicUrl,
    readers,
  });
  await fastify.register(siteReadersRoutes, { readers: new SiteReadersService(repos) });
  await fastify.register(siteVerificationRoutes, {
    verification: new SiteVerificationService(runtime, verificationFetcher),
  });
  await fastify.register(monitorRoutes, { monitors: new MonitorService(runtime) });
  await fastify.register(validatorRoutes, { validator });
  await fastify.register(readinessRoutes, { readiness });
  await fastify.register(mcpRoutes, {
    services: { analyses, follower, progress: runtime.progress, files, validator, readiness },
    publicUrl: config.http.publicUrl,
  });
  const billing = new BillingService({ runtime, stripe, sessions });
  await fastify.register(billingRoutes, { billing });
  await fastify.register(accountClosureRoutes, { closure: new AccountClosure({ repos, stripe }) });
  await fastify.register(accountExportRoutes, { exporter: new AccountExporter({ repos }) });
  await fastify.register(subscriptionRoutes, { subscriptions: new SubscriptionService({ runtime, stripe }) });
  await fastify.register(checkoutRoutes, { billing });
  await fastify.register(adminBoard, { runtime });
  await fastify.register(webApp, { webDistDir: config.http.webDistDir });
}
