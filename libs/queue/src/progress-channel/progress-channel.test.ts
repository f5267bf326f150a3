import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { ProgressEvent } from '@signpost/contracts';
import { createLogger } from '@signpost/logger';
import { testConfig } from '@signpost/testing';
import { createProgressChannel } from './create-progress-channel.js';
import type { ProgressChannel } from './progress-channel.js';
import { progressChannelName } from './redis-progress-channel.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `signpost-progress-test-${randomUUID().slice(0, 8)}`;
const logger = createLogger({ log: { level: 'silent', pretty: false } }, 'progress-channel-test');
const redis = new Redis(REDIS_URL);

type ChannelKind = 'in-process' | 'bullmq';

const configFor = (kind: ChannelKind) =>
  testConfig(kind === 'bullmq' ? { REDIS_URL, QUEUE_PREFIX: PREFIX } : {});

const eventFor = (analysisId: string, stage: ProgressEvent['stage'] = 'discovery'): ProgressEvent => ({
  analysisId,
  status: 'processing',
  stage,
  at: new Date().toISOString(),
});

/** Collects events and lets a test wait for the n-th one. */
function collector() {
  const events: ProgressEvent[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const listener = (event: ProgressEvent) => {
    events.push(event);
    for (const waiter of waiters.filter(({ count }) => events.length >= count)) waiter.resolve();
  };
  const received = (count: number) =>
    events.length >= count
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.push({ count, resolve }));
  return { events, listener, received };
}

const openChannels: ProgressChannel[] = [];
afterEach(async () => {
  await Promise.all(openChannels.splice(0).map((channel) => channel.close()));
});
afterAll(async () => {
  await redis.quit();
});

describe.each<ChannelKind>(['in-process', 'bullmq'])('progress channel (%s)', (kind) => {
  async function open() {
    const channel = await createProgressChannel(configFor(kind), logger);
    openChannels.push(channel);
    return channel;
  }

  /** Redis SUBSCRIBE is sent asynchronously; publishing before it lands would lose the event. */
  async function subscribed(analysisId: string) {
    if (kind !== 'bullmq') return;
    const channel = progressChannelName(PREFIX, analysisId);
    await expect
      .poll(async () => ((await redis.pubsub('NUMSUB', channel)) as [string, number])[1], { interval: 5 })
      .toBeGreaterThan(0);
  }

  it('delivers an event to the listeners of its analysis only', async () => {
    const channel = await open();
    const [mine, other] = [randomUUID(), randomUUID()];
    const first = collector();
    const second = collector();
    const bystander = collector();
    channel.subscribe(mine, first.listener);
    channel.subscribe(mine, second.listener);
    channel.subscribe(other, bystander.listener);
    await subscribed(mine);
    await subscribed(other);

    const event = eventFor(mine);
    await channel.publish(event);
    await channel.publish(eventFor(other, 'finalization'));
    await Promise.all([first.received(1), second.received(1), bystander.received(1)]);

    expect(first.events).toEqual([event]);
    expect(second.events).toEqual([event]);
    expect(bystander.events.map(({ stage }) => stage)).toEqual(['finalization']);
  });

  it('stops delivering to a listener after it unsubscribes', async () => {
    const channel = await open();
    const analysisId = randomUUID();
    const leaving = collector();
    const staying = collector();
    const unsubscribe = channel.subscribe(analysisId, leaving.listener);
    channel.subscribe(analysisId, staying.listener);
    await subscribed(analysisId);

    await channel.publish(eventFor(analysisId, 'discovery'));
    await staying.received(1);
    unsubscribe();
    unsubscribe();
    await channel.publish(eventFor(analysisId, 'content-fetch'));
    await staying.received(2);

    expect(leaving.events.map(({ stage }) => stage)).toEqual(['discovery']);
    expect(staying.events.map(({ stage }) => stage)).toEqual(['discovery', 'content-fetch']);
  });

  it('keeps delivering to the other listeners when one throws', async () => {
    const channel = await open();
    const analysisId = randomUUID();
    const healthy = collector();
    channel.subscribe(analysisId, () => {
      throw new Error('listener bug');
    });
    channel.subscribe(analysisId, healthy.listener);
    await subscribed(analysisId);

    await expect(channel.publish(eventFor(analysisId))).resolves.toBeUndefined();
    await healthy.received(1);
    expect(healthy.events).toHaveLength(1);
  });

  it('refuses to publish an invalid event', async () => {
    const channel = await open();
    const invalid = { ...eventFor(randomUUID()), status: 'exploded' } as unknown as ProgressEvent;
    await expect(channel.publish(invalid)).rejects.toThrow();
  });
});

describe('progress channel over Redis', () => {
  it('carries events between processes and drops messages that are not progress events', async () => {
    const config = configFor('bullmq');
    const gateway = await createProgressChannel(config, logger);
    const worker = await createProgressChannel(config, logger);
    openChannels.push(gateway, worker);
    const analysisId = randomUUID();
    const received = collector();
    gateway.subscribe(analysisId, received.listener);
    const channelName = progressChannelName(PREFIX, analysisId);
    await expect
      .poll(async () => ((await redis.pubsub('NUMSUB', channelName)) as [string, number])[1], { interval: 5 })
      .toBeGreaterThan(0);

    await redis.publish(channelName, 'not json');
    await redis.publish(channelName, JSON.stringify({ analysisId, status: 'processing' }));
    await redis.publish(channelName, JSON.stringify(eventFor(randomUUID())));
    await redis.publish(
      channelName,
      JSON.stringify({ ...eventFor(analysisId), padding: 'x'.repeat(8 * 1024) }),
    );
    const event = eventFor(analysisId, 'ai-analysis');
    await worker.publish(event);
    await received.received(1);

    expect(received.events).toEqual([event]);
  });
});
