import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { AccountChange } from '@signpost/contracts';
import { createLogger } from '@signpost/logger';
import { testConfig } from '@signpost/testing';
import type { AccountChangeChannel } from './account-change-channel.js';
import { createAccountChangeChannel } from './create-account-change-channel.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const logger = createLogger({ log: { level: 'silent', pretty: false } }, 'account-change-test');

function recorder() {
  const heard: AccountChange[] = [];
  let missed = 0;
  return {
    heard,
    missedCount: () => missed,
    subscriber: { changed: (change: AccountChange) => void heard.push(change), missed: () => void missed++ },
  };
}

describe('the account change channel', () => {
  const opened: AccountChangeChannel[] = [];
  afterAll(async () => {
    for (const channel of opened) await channel.close();
  });

  it('tells this process before publishing returns (embedded)', async () => {
    const channel = await createAccountChangeChannel(testConfig(), logger);
    opened.push(channel);
    const { heard, subscriber } = recorder();
    await channel.subscribe(subscriber);
    await channel.publish({ kind: 'session', sessionId: 's1' });
    expect(heard).toEqual([{ kind: 'session', sessionId: 's1' }]);
  });

  it('tells every other process before publishing returns (Redis)', async () => {
    const config = testConfig({
      REDIS_URL,
      QUEUE_PREFIX: `signpost-account-changes-${randomUUID().slice(0, 8)}`,
    });
    const [writer, gatewayOne, gatewayTwo] = await Promise.all(
      [0, 1, 2].map(() => createAccountChangeChannel(config, logger)),
    );
    opened.push(writer!, gatewayOne!, gatewayTwo!);
    const one = recorder();
    const two = recorder();
    await gatewayOne!.subscribe(one.subscriber);
    await gatewayTwo!.subscribe(two.subscriber);
    await writer!.publish({ kind: 'account', userId: 'u1' });
    expect(one.heard).toEqual([{ kind: 'account', userId: 'u1' }]);
    expect(two.heard).toEqual([{ kind: 'account', userId: 'u1' }]);
    await gatewayOne!.publish({ kind: 'session', sessionId: 's2' });
    expect(one.heard).toHaveLength(2); // its own change once, not again as an echo
    expect(two.heard).toHaveLength(2);
  });

  it('tells subscribers they may have missed changes when the connection drops', async () => {
    const prefix = `signpost-account-changes-${randomUUID().slice(0, 8)}`;
    const channel = await createAccountChangeChannel(testConfig({ REDIS_URL, QUEUE_PREFIX: prefix }), logger);
    opened.push(channel);
    const { heard, missedCount, subscriber } = recorder();
    await channel.subscribe(subscriber);
    const before = missedCount();
    const admin = new Redis(REDIS_URL);
    try {
      const clients = (await admin.client('LIST')) as string;
      const id = clients
        .split('\n')
        .find((line) => line.includes(`name=${prefix}:account-changes-subscriber`))
        ?.match(/\bid=(\d+)/)?.[1];
      expect(id).toBeDefined();
      await admin.client('KILL', 'ID', id!);
    } finally {
      admin.disconnect();
    }
    await expect.poll(missedCount, { timeout: 5_000 }).toBeGreaterThan(before);
    // Back again (ready tells them once more) and subscribed anew: changes are heard again. Waiting
    // for it also keeps the test from closing the channel while it resubscribes.
    await expect.poll(missedCount, { timeout: 5_000 }).toBeGreaterThan(before + 1);
    const writer = await createAccountChangeChannel(testConfig({ REDIS_URL, QUEUE_PREFIX: prefix }), logger);
    opened.push(writer);
    await writer.publish({ kind: 'session', sessionId: 'after-reconnect' });
    expect(heard).toContainEqual({ kind: 'session', sessionId: 'after-reconnect' });
  });
});
