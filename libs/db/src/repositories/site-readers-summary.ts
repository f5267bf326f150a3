import { noReaders, type ReaderClass, type SiteReaders } from '@signpost/contracts';

/** One stored row: an agent's reads of a publication on a day. */
export interface DailyReads {
  day: string;
  agent: string;
  class: ReaderClass;
  reads: number;
}

const DAY_MS = 86_400_000;

/**
 * The readers' answer from the stored rows: totals by class, agents most read first (then by name),
 * and each of the `days` days from `first` in order, days nobody read included, so a chart needs no
 * gaps filled.
 */
export function summedReaders(rows: readonly DailyReads[], first: string, days: number): SiteReaders {
  const start = Date.parse(`${first}T00:00:00Z`);
  const byDay = new Map<string, SiteReaders['days'][number]>();
  for (let index = 0; index < days; index += 1) {
    const date = new Date(start + index * DAY_MS).toISOString().slice(0, 10);
    byDay.set(date, { date, total: 0, byClass: noReaders() });
  }
  const byClass = noReaders();
  const byAgent = new Map<string, SiteReaders['byAgent'][number]>();
  let total = 0;
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (!day) continue;
    day.total += row.reads;
    day.byClass[row.class] += row.reads;
    byClass[row.class] += row.reads;
    total += row.reads;
    const key = `${row.class} ${row.agent}`;
    const agent = byAgent.get(key) ?? { agent: row.agent, class: row.class, count: 0 };
    agent.count += row.reads;
    byAgent.set(key, agent);
  }
  const agents = [...byAgent.values()].sort(
    (a, b) => b.count - a.count || a.agent.localeCompare(b.agent) || a.class.localeCompare(b.class),
  );
  return { total, byClass, byAgent: agents, days: [...byDay.values()] };
}
