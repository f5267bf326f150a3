import type { ValidationResponse } from '@signpost/contracts';
import type { GuardedFetcher } from '@signpost/fetch';
import { validateLlmsTxtUrl, type ValidationSteps } from '@signpost/llmstxt';
import type { Runtime } from '@signpost/runtime';
import type { Caller } from '@signpost/usage';
import { refusingPrivateAddresses } from './address-refusal.js';

export interface ValidateInput {
  url?: string | undefined;
  content?: string | undefined;
  includeRobotsTxt: boolean;
}

/**
 * The llms.txt validator: the usage policy's allowance first, then the checks themselves, whose
 * CPU-bound steps run where `steps` puts them (the gateway's worker threads, with a deadline).
 */
export class ValidatorService {
  constructor(
    private readonly runtime: Pick<Runtime, 'config' | 'repos' | 'usage'>,
    private readonly fetcher: Pick<GuardedFetcher, 'fetch'>,
    private readonly steps: ValidationSteps,
  ) {}

  async validate(caller: Caller, input: ValidateInput): Promise<ValidationResponse> {
    await this.runtime.repos.transaction((tx) => this.runtime.usage.takeValidation(tx, caller));
    if (input.content !== undefined) return this.steps.validateText(input.content);
    return refusingPrivateAddresses(() =>
      validateLlmsTxtUrl(input.url ?? '', {
        fetcher: this.fetcher,
        userAgent: this.runtime.config.crawl.userAgent,
        includeRobotsTxt: input.includeRobotsTxt,
        steps: this.steps,
      }),
    );
  }
}
