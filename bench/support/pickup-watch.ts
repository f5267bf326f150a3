import { Redis } from 'ioredis';
import type { WorkerKind } from './services.js';

/**
 * Measures how long a killed worker's jobs wait before another worker takes them over, by watching
 * the job locks in Redis. Just before a kill, the active jobs of the victim's queue and their lock
 * tokens are noted. A surviving worker keeps its token until its job finishes; a job whose lock
 * vanishes while unfinished, or that is locked again under another token, was the victim's, and its
 * pickup is the moment it is locked by a new worker (or found finished after it was orphaned).
 */

const POLL_MS = 200;

interface Watched {
  key: string;
  token: string;
  killedAt: number;
  orphaned: boolean;
}

export interface PickupWatch {
  /** Notes the active jobs of the kind's queue; call just before killing a worker of that kind. */
  beforeKill(kind: WorkerKind): Promise<() => void>;
  /** Stops watching; answers the pickup delays in ms and how many orphaned jobs were never taken over. */
  stop(): Promise<{ delaysMs: number[]; neverPickedUp: number }>;
}

export function watchPickups(redisUrl: string, prefix: string): PickupWatch {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const watched: Watched[] = [];
  const delaysMs: number[] = [];

  const check = async () => {
    for (const entry of [...watched]) {
      const [lock, finishedOn, exists] = await Promise.all([
        redis.get(`${entry.key}:lock`),
        redis.hget(entry.key, 'finishedOn'),
        redis.exists(entry.key),
      ]);
      const finished = finishedOn !== null || exists === 0;
      const takenOver = lock !== null && lock !== entry.token;
      if (takenOver || (finished && entry.orphaned)) delaysMs.push(Date.now() - entry.killedAt);
      if (takenOver || finished) watched.splice(watched.indexOf(entry), 1);
      else if (lock === null) entry.orphaned = true;
    }
  };
  let polling = Promise.resolve();
  const timer = setInterval(() => {
    polling = polling.then(check).catch(() => undefined);
  }, POLL_MS);

  let stopped: Promise<{ delaysMs: number[]; neverPickedUp: number }> | undefined;
  return {
    async beforeKill(kind) {
      const base = `${prefix}:${kind}`;
      const ids = await redis.lrange(`${base}:active`, 0, -1);
      const tokens = await Promise.all(ids.map((id) => redis.get(`${base}:${id}:lock`)));
      const noted = ids.flatMap((id, index) => {
        const token = tokens[index];
        return token ? [{ key: `${base}:${id}`, token, killedAt: 0, orphaned: false }] : [];
      });
      return () => {
        for (const entry of noted) watched.push({ ...entry, killedAt: Date.now() });
      };
    },
    stop() {
      stopped ??= (async () => {
        clearInterval(timer);
        await polling;
        redis.disconnect();
        return { delaysMs, neverPickedUp: watched.filter((entry) => entry.orphaned).length };
      })();
      return stopped;
    },
  };
}
