import type { ProgressEvent } from '@signpost/contracts';
import type { Logger } from '@signpost/logger';

export type ProgressListener = (event: ProgressEvent) => void;

export interface ProgressChannel {
  publish(event: ProgressEvent): Promise<void>;
  /** Returns the function that ends this subscription. */
  subscribe(analysisId: string, listener: ProgressListener): () => void;
  close(): Promise<void>;
}

/** A throwing listener must not keep the event from the others, nor reach the publisher. */
export function deliverSafely(listener: ProgressListener, event: ProgressEvent, logger: Logger): void {
  try {
    listener(event);
  } catch (error) {
    logger.error({ err: error, analysisId: event.analysisId }, 'progress listener threw');
  }
}
