import { randomUUID } from 'node:crypto';
import type { SharedReadinessReport } from '@signpost/contracts';
import { notFound } from '@signpost/errors';
import type { GuardedFetcher } from '@signpost/fetch';
import { checkReadiness, type ReadinessSteps } from '@signpost/readiness';
import type { Runtime } from '@signpost/runtime';
import type { Caller } from '@signpost/usage';
import { refusingPrivateAddresses } from '../validator/address-refusal.js';

/**
 * The agent-readiness report: counted against the validator's daily allowance (anonymous callers and
 * free accounts), made with the validator's fetcher and threads (every reading of what the site sends
 * runs there, under the deadline), and kept so its address can be shared.
 */
export class ReadinessService {
  constructor(
    private readonly runtime: Pick<Runtime, 'config' | 'repos' | 'usage'>,
    private readonly fetcher: Pick<GuardedFetcher, 'fetch'>,
    private readonly steps: ReadinessSteps,
  ) {}

  async check(caller: Caller, url: string): Promise<SharedReadinessReport> {
    await this.runtime.repos.transaction((tx) => this.runtime.usage.takeReadinessReport(tx, caller));
    const report = await refusingPrivateAddresses(() =>
      checkReadiness(url, {
        fetcher: this.fetcher,
        userAgent: this.runtime.config.crawl.userAgent,
        steps: this.steps,
        hostedCopies: `${this.runtime.config.http.publicUrl}/s/`,
      }),
    );
    const id = randomUUID();
    await this.runtime.repos.readinessReports.save(id, report);
    return { ...report, id };
  }

  async shared(id: string): Promise<SharedReadinessReport> {
    const report = await this.runtime.repos.readinessReports.get(id);
    if (!report) throw notFound('No report has that id; shared reports are kept for 30 days.');
    return { ...report, id };
  }
}
