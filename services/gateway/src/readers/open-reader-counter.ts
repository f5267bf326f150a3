import type { FastifyInstance } from 'fastify';
import type { Runtime } from '@signpost/runtime';
import { ReaderCounter } from './reader-counter.js';

/** The process's counter of reads, storing its last counts when the gateway closes. */
export function openReaderCounter(fastify: FastifyInstance, runtime: Pick<Runtime, 'repos' | 'logger'>) {
  const logger = runtime.logger.child({ component: 'readers' });
  const counter = new ReaderCounter({
    store: runtime.repos.siteReaders,
    warn: (message, details) => logger.warn(details, message),
  });
  fastify.addHook('onClose', () => counter.close());
  return counter;
}
