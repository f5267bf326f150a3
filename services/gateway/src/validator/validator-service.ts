import type { ValidationResponse } from '@signpost/contracts';
import { AppError } from '@signpost/errors';
import { isFetchError, type GuardedFetcher } from '@signpost/fetch';
import { validateLlmsTxtUrl, type ValidationSteps } from '@signpost/llmstxt';
import type { Runtime } from '@signpost/runtime';
import type { Caller } from '@signpost/usage';

export interface ValidateInput {
  url?: string | undefined;
  content?: string | undefined;
  includeRobotsTxt: boolean;
}

/** Failures of the fetch that mean the address given cannot be checked at all. */
const REFUSALS: ReadonlySet<string> = new Set(['address_refused', 'unsupported_protocol', 'invalid_url']);

/**
 * One answer for every refusal: the fetcher's own message can name the private address a host
 * name resolved to, which would turn the validator into a probe of our network.
 */
const REFUSAL_MESSAGE = 'Only public websites can be checked: this address is not a public http(s) website.';

/**
 * The llms.txt validator: the usage policy's allowance first, then the checks themselves, whose
 * CPU-bound steps run where `steps` puts them (the gateway's worker threads, with a deadline).
 */
export class ValidatorService {
  constructor(
    private readonly runtime: Pick<Runtime, 'repos' | 'usage'>,
    private readonly fetcher: Pick<GuardedFetcher, 'fetch'>,
    private readonly steps: ValidationSteps,
  ) {}

  async validate(caller: Caller, input: ValidateInput): Promise<ValidationResponse> {
    await this.runtime.repos.transaction((tx) => this.runtime.usage.takeValidation(tx, caller));
    if (input.content !== undefined) return this.steps.validateText(input.content);
    try {
      return await validateLlmsTxtUrl(input.url ?? '', {
        fetcher: this.fetcher,
        includeRobotsTxt: input.includeRobotsTxt,
        steps: this.steps,
      });
    } catch (error) {
      if (isFetchError(error) && REFUSALS.has(error.code)) {
        throw new AppError('address_refused', REFUSAL_MESSAGE, { cause: error });
      }
      throw error;
    }
  }
}
