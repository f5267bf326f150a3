import type { ValidationResponse } from '@signpost/contracts';
import { AppError } from '@signpost/errors';
import { isFetchError, type GuardedFetcher } from '@signpost/fetch';
import { validateLlmsTxt, validateLlmsTxtUrl } from '@signpost/llmstxt';
import type { Runtime } from '@signpost/runtime';

export interface ValidateInput {
  url?: string | undefined;
  content?: string | undefined;
  includeRobotsTxt: boolean;
  clientAddress: string;
}

const DAY_MS = 24 * 3600 * 1000;
const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Failures of the fetch that mean the address given cannot be checked at all. */
const REFUSALS: ReadonlySet<string> = new Set(['address_refused', 'unsupported_protocol', 'invalid_url']);

/** The free llms.txt validator: a daily allowance per client address, then the checks themselves. */
export class ValidatorService {
  constructor(
    private readonly runtime: Pick<Runtime, 'repos' | 'config'>,
    private readonly fetcher: Pick<GuardedFetcher, 'fetch'>,
  ) {}

  async validate(input: ValidateInput): Promise<ValidationResponse> {
    await this.takeDailyCheck(input.clientAddress);
    if (input.content !== undefined) return validateLlmsTxt(input.content);
    try {
      return await validateLlmsTxtUrl(input.url ?? '', {
        fetcher: this.fetcher,
        includeRobotsTxt: input.includeRobotsTxt,
      });
    } catch (error) {
      if (isFetchError(error) && REFUSALS.has(error.code)) {
        throw new AppError('address_refused', 400, `Only public websites can be checked: ${error.message}.`);
      }
      throw error;
    }
  }

  /** Anonymous callers get a few checks per UTC day per client address (decisions.md). */
  private async takeDailyCheck(clientAddress: string): Promise<void> {
    const limit = this.runtime.config.validator.dailyLimit;
    const subjects = [`ip:${clientAddress}`];
    await this.runtime.repos.transaction(async (tx) => {
      await tx.usage.lockSubjects(subjects);
      const now = new Date();
      const used = await tx.usage.countSince(subjects, 'validation', startOfUtcDay(now));
      if (used >= limit) {
        const resetAt = new Date(startOfUtcDay(now).getTime() + DAY_MS);
        throw new AppError(
          'daily_limit_reached',
          429,
          `You have used all ${limit} free checks for today. The limit resets at midnight UTC.`,
          {
            headers: { 'retry-after': String(Math.ceil((resetAt.getTime() - now.getTime()) / 1000)) },
            details: { resetAt: resetAt.toISOString() },
          },
        );
      }
      await tx.usage.record(subjects, 'validation');
    });
  }
}
