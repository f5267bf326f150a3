import type { Config } from '@signpost/config';
import type { ProgressEvent } from '@signpost/contracts';
import type { Logger } from '@signpost/logger';
import { createInProcessProgressChannel } from './in-process-progress-channel.js';
import { createRedisProgressChannel } from './redis-progress-channel.js';

export type ProgressListener = (event: ProgressEvent) => void;

export interface ProgressChannel {
  publish(event: ProgressEvent): Promise<void>;
  /** Returns the function that ends this subscription. */
  subscribe(analysisId: string, listener: ProgressListener): () => void;
  close(): Promise<void>;
}

export function createProgressChannel(config: Config, logger: Logger): ProgressChannel {
  const channelLogger = logger.child({ component: 'progress-channel' });
  const backend = config.queue.backend;
  return backend.kind === 'bullmq'
    ? createRedisProgressChannel(backend, channelLogger)
    : createInProcessProgressChannel(channelLogger);
}

/** A throwing listener must not keep the event from the others, nor reach the publisher. */
export function deliverSafely(listener: ProgressListener, event: ProgressEvent, logger: Logger): void {
  try {
    listener(event);
  } catch (error) {
    logger.error({ err: error, analysisId: event.analysisId }, 'progress listener threw');
  }
}
