import { EventEmitter } from 'node:events';
import { progressEventSchema } from '@signpost/contracts';
import type { Logger } from '@signpost/logger';
import { deliverSafely } from './progress-channel.js';
import type { ProgressChannel, ProgressListener } from './progress-channel.js';

export function createInProcessProgressChannel(logger: Logger): ProgressChannel {
  const emitter = new EventEmitter();
  // One listener per open event stream of an analysis; many viewers of one analysis are legitimate.
  emitter.setMaxListeners(0);
  let closed = false;

  return {
    async publish(event) {
      if (closed) throw new Error('The progress channel is closed');
      const valid = progressEventSchema.parse(event);
      emitter.emit(valid.analysisId, valid);
    },

    subscribe(analysisId, listener) {
      if (closed) throw new Error('The progress channel is closed');
      const deliver: ProgressListener = (event) => deliverSafely(listener, event, logger);
      emitter.on(analysisId, deliver);
      return () => {
        emitter.off(analysisId, deliver);
      };
    },

    async close() {
      closed = true;
      emitter.removeAllListeners();
    },
  };
}
