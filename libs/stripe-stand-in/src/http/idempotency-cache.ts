import { FakeStripeError } from './stripe-error.js';

/** An answer as sent: replaying it must give the client the same status and body. */
export interface SavedAnswer {
  status: number;
  body: unknown;
}

/**
 * Stripe's idempotency for POSTs: the first answer to a key is saved and returned again for the same
 * key, and reusing a key for a different request is refused. Stripe saves an answer only once the
 * endpoint has begun executing, so a request refused on validation can be retried with its key; the
 * fake keeps successes only, which treats every error (404s included) as such a refusal.
 */
export class IdempotencyCache {
  private readonly saved = new Map<string, { request: string; answer: SavedAnswer }>();

  /** The saved answer for this key, if any; throws if the key was first used for a different request. */
  replay(key: string, request: string): SavedAnswer | undefined {
    const entry = this.saved.get(key);
    if (!entry) return undefined;
    if (entry.request !== request) {
      throw new FakeStripeError(400, {
        type: 'idempotency_error',
        message:
          'Keys for idempotent requests can only be used with the same parameters they were first used with. ' +
          `Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    return entry.answer;
  }

  save(key: string, request: string, answer: SavedAnswer): void {
    if (answer.status < 300) this.saved.set(key, { request, answer });
  }
}
