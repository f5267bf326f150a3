import type { Config } from '@signpost/config';
import type { ProgressEvent } from '@signpost/contracts';
import type { Logger } from '@signpost/logger';
import { createInProcessProgressChannel } from './in-process-progress-channel.js';

export type ProgressListener = (event: ProgressEvent) => void;

export interface ProgressChannel {
  publish(event: ProgressEvent): Promise<void>;
  /** Returns the function that ends this subscription. */
  subscribe(analysisId: string, listener: ProgressListener): () => void;
  close(): Promise<void>;
}

export async function createProgressChannel(config: Config, logger: Logger): Promise<ProgressChannel> {
  const channelLogger = logger.child({ component: 'progress-channel' });
  const backend = config.queue.backend;
  if (backend.kind !== 'bullmq') return createInProcessProgressChannel(channelLogger);
  const { createRedisProgressChannel } = await import('./redis-progress-channel.js');
  return createRedisProgressChannel(backend, channelLogger);
}

/** A throwing listener must not keep the event from the others, nor reach the publisher. */
export function deliverSafely(listener: ProgressListener, event: ProgressEvent, logger: Logger): void {
  try {
    listener(event);
  } catch (error) {
    logger.error({ err: error, analysisId: event.analysisId }, 'progress listener threw');
  }
}
