import type { DependencyStatus } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';

const dependencyStatus = (check: PromiseSettledResult<unknown>): DependencyStatus =>
  check.status === 'fulfilled' ? 'ok' : 'unreachable';

export interface Readiness {
  ready: boolean;
  database: DependencyStatus;
  queue: DependencyStatus;
}

/** Whether the process can serve: the database and the queue both answer. */
export class HealthService {
  constructor(
    private readonly runtime: {
      database: Pick<Runtime['database'], 'ping'>;
      queue: Pick<Runtime['queue'], 'ping'>;
    },
  ) {}

  async readiness(): Promise<Readiness> {
    const [databaseCheck, queueCheck] = await Promise.allSettled([
      this.runtime.database.ping(),
      this.runtime.queue.ping(),
    ]);
    const database = dependencyStatus(databaseCheck);
    const queue = dependencyStatus(queueCheck);
    return { ready: database === 'ok' && queue === 'ok', database, queue };
  }
}
