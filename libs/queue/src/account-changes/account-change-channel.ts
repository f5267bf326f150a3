import type { AccountChange } from '@signpost/contracts';
import type { Logger } from '@signpost/logger';

/** What a cache of sessions hears: each change, and that some may have been missed (drop everything). */
export interface AccountChangeSubscriber {
  changed(change: AccountChange): void;
  missed(): void;
}

/**
 * Announces account changes to every process that caches sessions. Publishing tells this process's
 * subscribers before it returns, and, when the services run apart, every other process through Redis.
 */
export interface AccountChangeChannel {
  publish(change: AccountChange): Promise<void>;
  /** Resolves once changes from every process are heard; returns how to stop hearing them. */
  subscribe(subscriber: AccountChangeSubscriber): Promise<() => void>;
  close(): Promise<void>;
}

/** The subscribers of one process, told synchronously; a throwing one must not keep the change from the others. */
export class LocalSubscribers {
  private readonly subscribers = new Set<{ subscriber: AccountChangeSubscriber }>();

  constructor(private readonly logger: Logger) {}

  add(subscriber: AccountChangeSubscriber): () => void {
    const entry = { subscriber };
    this.subscribers.add(entry);
    return () => this.subscribers.delete(entry);
  }

  tell(change: AccountChange): void {
    this.each((subscriber) => subscriber.changed(change));
  }

  tellMissed(): void {
    this.each((subscriber) => subscriber.missed());
  }

  private each(call: (subscriber: AccountChangeSubscriber) => void): void {
    for (const { subscriber } of [...this.subscribers]) {
      try {
        call(subscriber);
      } catch (error) {
        this.logger.error({ err: error }, 'account change subscriber threw');
      }
    }
  }
}
