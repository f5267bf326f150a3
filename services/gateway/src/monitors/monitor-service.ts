import { randomBytes, randomUUID } from 'node:crypto';
import {
  normalizeWebsiteUrl,
  siteOf,
  type CreatedMonitor,
  type CreateMonitorInput,
  type MonitorDetail,
  type MonitorList,
  type MonitorNotify,
  type MonitorRun,
  type UpdateMonitorInput,
} from '@signpost/contracts';
import type { MonitorChange, MonitorRow, UserRow } from '@signpost/db';
import { AppError, badRequest, notFound } from '@signpost/errors';
import {
  firstScheduledRun,
  planRequired,
  presentMonitor,
  presentRun,
  startRunIn,
} from '@signpost/monitoring';
import { opensNonPublicAddresses } from '@signpost/fetch';
import type { Runtime } from '@signpost/runtime';
import type { AccountCaller } from '@signpost/usage';
import { publishedAddress } from '../publishing/published-address.js';

const NO_MONITOR = 'No monitor of yours has that id.';

/** The webhook's signing secret, shown to the owner once. */
const newWebhookSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

/**
 * An owner's monitors: made, listed, changed, run now and deleted. Creating one starts its first run,
 * the baseline later runs compare with. Every run is an analysis of the owner's plan, and creations
 * are capped per billing period (docs/product-rules.md, Monitors).
 */
export class MonitorService {
  constructor(private readonly runtime: Pick<Runtime, 'repos' | 'usage' | 'lifecycle' | 'config'>) {}

  async create(caller: AccountCaller, input: CreateMonitorInput): Promise<CreatedMonitor> {
    const { account } = caller;
    const { repos, usage } = this.runtime;
    const plan = usage.planOf(caller);
    if (usage.monitorAllowance(account) === null) throw planRequired();
    const webhookUrl = this.#webhookUrl(input.notify);
    const webhookSecret = webhookUrl === null ? null : newWebhookSecret();
    const url = normalizeWebsiteUrl(input.url);
    const site = siteOf(url);
    const id = randomUUID();
    const started = await repos.transaction(async (tx) => {
      if ((await tx.monitors.countOfLocked(account.id)) >= plan.monitors) {
        throw new AppError(
          'monitor_limit',
          `Your plan monitors up to ${plan.monitors} sites. Delete a monitor, or upgrade to monitor more.`,
        );
      }
      if (await tx.monitors.findOf(account.id, site)) {
        throw new AppError('monitor_exists', `You monitor ${site} already.`);
      }
      await usage.takeMonitorCreation(tx, account);
      const monitor = await tx.monitors.create({
        id,
        userId: account.id,
        url,
        site,
        schedule: input.schedule,
        notifyEmail: input.notify.email,
        webhookUrl,
        webhookSecret,
        nextRunAt: firstScheduledRun(id, input.schedule, new Date()),
      });
      const run = await startRunIn(tx, usage, monitor, account, 'created');
      return { monitor, run };
    });
    if (started.run) await this.runtime.lifecycle.resume(started.run.analysisId);
    return {
      ...(await this.#present(started.monitor, started.run?.run)),
      ...(webhookSecret === null ? {} : { webhookSecret }),
    };
  }

  async list(caller: AccountCaller): Promise<MonitorList> {
    const { repos, usage } = this.runtime;
    const monitors = await repos.monitors.listOf(caller.account.id);
    const latest = new Map(
      (await repos.monitorRuns.latestOf(monitors.map((monitor) => monitor.id))).map((run) => [
        run.monitor_id,
        run,
      ]),
    );
    return {
      monitors: await Promise.all(monitors.map((monitor) => this.#present(monitor, latest.get(monitor.id)))),
      limit: usage.planOf(caller).monitors,
    };
  }

  async get(caller: AccountCaller, id: string): Promise<MonitorDetail> {
    const monitor = await this.#owned(caller.account, id);
    const runs = await this.runtime.repos.monitorRuns.listOf(monitor.id);
    return { ...(await this.#present(monitor, runs[0])), runs: runs.map(presentRun) };
  }

  async update(caller: AccountCaller, id: string, input: UpdateMonitorInput): Promise<CreatedMonitor> {
    const { account } = caller;
    const monitor = await this.#owned(account, id);
    if (input.paused === false && this.runtime.usage.monitorAllowance(account) === null) throw planRequired();
    const change: MonitorChange = {};
    if (input.paused !== undefined) change.paused = input.paused;
    if (input.schedule !== undefined && input.schedule !== monitor.schedule) {
      change.schedule = input.schedule;
      change.next_run_at = firstScheduledRun(monitor.id, input.schedule, new Date());
    }
    let webhookSecret: string | null = null;
    if (input.notify !== undefined) {
      const webhookUrl = this.#webhookUrl(input.notify);
      change.notify_email = input.notify.email;
      change.webhook_url = webhookUrl;
      if (webhookUrl === null) change.webhook_secret = null;
      else if (monitor.webhook_secret === null) change.webhook_secret = webhookSecret = newWebhookSecret();
    }
    const updated = await this.runtime.repos.monitors.update(account.id, id, change);
    if (!updated) throw notFound(NO_MONITOR);
    const [latest] = await this.runtime.repos.monitorRuns.listOf(id, 1);
    return {
      ...(await this.#present(updated, latest)),
      ...(webhookSecret === null ? {} : { webhookSecret }),
    };
  }

  /** Runs the monitor now; the run is an analysis counted against the plan. */
  async runNow(caller: AccountCaller, id: string): Promise<MonitorRun> {
    const monitor = await this.#owned(caller.account, id);
    const { repos, usage } = this.runtime;
    const started = await repos.transaction((tx) => startRunIn(tx, usage, monitor, caller.account, 'owner'));
    if (!started)
      throw new AppError('monitor_busy', 'This monitor is running already; its run shows here when it ends.');
    await this.runtime.lifecycle.resume(started.analysisId);
    return presentRun(started.run);
  }

  /**
   * Deletes the monitor and cancels a run still going. The analysis the run counted stays counted:
   * giving it back would make creating and deleting a monitor a way to analyse for nothing.
   */
  async delete(caller: AccountCaller, id: string): Promise<{ message: string }> {
    const { repos, lifecycle } = this.runtime;
    const deleted = await repos.transaction((tx) => tx.monitors.delete(caller.account.id, id));
    if (!deleted) throw notFound(NO_MONITOR);
    for (const analysisId of deleted.runningAnalyses) await lifecycle.fail(analysisId, 'cancelled');
    return { message: 'The monitor is deleted; its published file stays where it is.' };
  }

  async #owned(account: UserRow, id: string): Promise<MonitorRow> {
    const monitor = await this.runtime.repos.monitors.getOwned(account.id, id);
    if (!monitor) throw notFound(NO_MONITOR);
    return monitor;
  }

  async #present(monitor: MonitorRow, lastRun: Parameters<typeof presentMonitor>[1]) {
    const published = await this.runtime.repos.publishedFiles.findOf(monitor.user_id, monitor.site);
    const address =
      published && published.withdrawn_at === null
        ? publishedAddress(this.runtime.config.http.publicUrl, published).url
        : null;
    return presentMonitor(monitor, lastRun, address);
  }

  /** A webhook address must be https; plain http only where the guard opens non-public addresses. */
  #webhookUrl(notify: MonitorNotify): string | null {
    if (notify.webhookUrl === undefined || notify.webhookUrl === '') return null;
    const url = new URL(notify.webhookUrl);
    const allowed =
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && opensNonPublicAddresses(this.runtime.config.crawl));
    if (!allowed) throw badRequest('The webhook address must start with https://.', 'invalid_input');
    if (url.username !== '' || url.password !== '') {
      throw badRequest(
        'Put no user name or password in the webhook address; check the signature instead.',
        'invalid_input',
      );
    }
    return url.href;
  }
}
