import { AppError } from '@signpost/errors';
import { isFetchError } from '@signpost/fetch';

/** Failures of the fetch that mean the address given cannot be checked at all. */
const REFUSALS: ReadonlySet<string> = new Set(['address_refused', 'unsupported_protocol', 'invalid_url']);

/**
 * One answer for every refusal: the fetcher's own message can name the private address a host
 * name resolved to, which would turn a check into a probe of our network.
 */
const REFUSAL_MESSAGE = 'Only public websites can be checked: this address is not a public http(s) website.';

/** Whether a fetch failed because the address may not be asked at all (not because the site failed). */
export const isAddressRefusal = (error: unknown): boolean => isFetchError(error) && REFUSALS.has(error.code);

/** Runs a check of a user's address, answering 400 `address_refused` when the address is not a public website. */
export async function refusingPrivateAddresses<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (isAddressRefusal(error)) {
      throw new AppError('address_refused', REFUSAL_MESSAGE, { cause: error });
    }
    throw error;
  }
}
