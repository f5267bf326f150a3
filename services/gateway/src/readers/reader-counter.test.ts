import { describe, expect, it } from 'vitest';
import type { CountedReads } from '@signpost/db';
import { ReaderCounter } from './reader-counter.js';

const GPT_BOT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A store that keeps each batch, and can be held so a flush stays running. */
function keptBatches() {
  const batches: CountedReads[][] = [];
  let release: () => void = () => {};
  let held = false;
  return {
    batches,
    hold: () => (held = true),
    release: () => {
      held = false;
      release();
    },
    store: {
      add: async (batch: readonly CountedReads[]) => {
        batches.push([...batch]);
        if (held) await new Promise<void>((resolve) => (release = resolve));
      },
    },
  };
}

const now = () => new Date('2026-03-10T23:59:59Z');

describe('the reader counter', () => {
  it('adds reads of one key in memory and stores them in one batch per flush, MCP calls as mcp', async () => {
    const kept = keptBatches();
    const counter = new ReaderCounter({ store: kept.store, warn: () => {}, flushMs: 0, now });
    counter.count('docs', GPT_BOT);
    counter.count('docs', GPT_BOT);
    counter.count('docs', GPT_BOT, 'mcp');
    counter.count('docs', CHROME);
    counter.count('docs', undefined);
    expect(kept.batches).toEqual([]);
    await counter.flush();
    expect(kept.batches).toEqual([
      [
        { slug: 'docs', day: '2026-03-10', agent: 'GPTBot', class: 'ai-training', reads: 2 },
        { slug: 'docs', day: '2026-03-10', agent: 'GPTBot', class: 'mcp', reads: 1 },
        { slug: 'docs', day: '2026-03-10', agent: 'Browser', class: 'other', reads: 1 },
        { slug: 'docs', day: '2026-03-10', agent: 'Unknown', class: 'other', reads: 1 },
      ],
    ]);
    await counter.close();
    expect(kept.batches).toHaveLength(1);
  });

  it('flushes early when the batch is full, and drops (and says so) only while that flush still runs', async () => {
    const kept = keptBatches();
    const warnings: object[] = [];
    const counter = new ReaderCounter({
      store: kept.store,
      warn: (_message, details) => warnings.push(details),
      flushMs: 0,
      maxKeys: 2,
      now,
    });
    kept.hold();
    counter.count('a', GPT_BOT);
    counter.count('b', GPT_BOT);
    counter.count('c', GPT_BOT);
    // The third key started a flush of the first two; it is held, and so is the new batch's room.
    expect(kept.batches.map((batch) => batch.map(({ slug }) => slug))).toEqual([['a', 'b']]);
    counter.count('d', GPT_BOT);
    counter.count('e', GPT_BOT);
    counter.count('c', GPT_BOT);
    kept.release();
    await counter.close();
    expect(kept.batches.map((batch) => batch.map(({ slug, reads }) => `${slug}:${reads}`))).toEqual([
      ['a:1', 'b:1'],
      ['c:2', 'd:1'],
    ]);
    expect(warnings).toEqual([{ dropped: 1 }]);
  });

  it('counts reads on either side of midnight (UTC) on their own days', async () => {
    const kept = keptBatches();
    let clock = new Date('2026-03-10T23:59:59.999Z');
    const counter = new ReaderCounter({ store: kept.store, warn: () => {}, flushMs: 0, now: () => clock });
    counter.count('docs', GPT_BOT);
    clock = new Date('2026-03-11T00:00:00.000Z');
    counter.count('docs', GPT_BOT);
    await counter.close();
    expect(kept.batches[0]?.map(({ day, reads }) => `${day}:${reads}`)).toEqual([
      '2026-03-10:1',
      '2026-03-11:1',
    ]);
  });

  it('goes on counting when the database refuses a batch', async () => {
    const warnings: string[] = [];
    const counter = new ReaderCounter({
      store: { add: async () => Promise.reject(new Error('down')) },
      warn: (message) => warnings.push(message),
      flushMs: 0,
    });
    counter.count('docs', GPT_BOT);
    await counter.flush();
    counter.count('docs', GPT_BOT);
    await counter.close();
    expect(warnings).toEqual([
      'reads of published files could not be stored',
      'reads of published files could not be stored',
    ]);
  });
});
