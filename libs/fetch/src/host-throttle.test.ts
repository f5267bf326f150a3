import { describe, expect, it } from 'vitest';
import { HostThrottle } from './host-throttle.js';

/** Answers `rounds` full windows of requests, each sent with the window in flight, with the given latency and status. */
function answerRounds(throttle: HostThrottle, rounds: number, latencyMs: number, status = 200): void {
  for (let round = 0; round < rounds; round += 1) {
    const window = throttle.concurrency;
    for (let i = 0; i < window; i += 1) throttle.recordAnswer(latencyMs, status, window);
  }
}

/** Answers one request sent with the whole window in flight. */
const answerInFullWindow = (throttle: HostThrottle, latencyMs: number) =>
  throttle.recordAnswer(latencyMs, 200, throttle.concurrency);

describe('HostThrottle', () => {
  it('starts at the initial concurrency and rises by one per round while latency holds, up to the cap', () => {
    const throttle = new HostThrottle({ initial: 4, max: 16 });
    expect(throttle.concurrency).toBe(4);
    answerRounds(throttle, 1, 20);
    expect(throttle.concurrency).toBe(5);
    answerRounds(throttle, 50, 21);
    expect(throttle.concurrency).toBe(16);
  });

  it('eases off when the latency grows well past the best seen, and holds in between', () => {
    const throttle = new HostThrottle({ initial: 8, max: 16 });
    answerRounds(throttle, 1, 100);
    const risen = throttle.concurrency;
    answerRounds(throttle, 3, 130);
    expect(throttle.concurrency).toBe(risen);
    answerRounds(throttle, 3, 200);
    expect(throttle.concurrency).toBeLessThan(risen);
  });

  it('keeps rising while one answer a round comes back promptly, however many our own work delayed', () => {
    const throttle = new HostThrottle({ initial: 4, max: 16 });
    answerRounds(throttle, 1, 20);
    for (let round = 0; round < 30; round += 1) {
      const window = throttle.concurrency;
      for (let i = 1; i < window; i += 1) answerInFullWindow(throttle, 45);
      answerInFullWindow(throttle, 21);
    }
    expect(throttle.concurrency).toBe(16);
  });

  it('eases off when every answer of a round slows down, as a host under load answers', () => {
    const throttle = new HostThrottle({ initial: 4, max: 16 });
    answerRounds(throttle, 1, 100);
    const risen = throttle.concurrency;
    for (let i = 0; i < risen - 1; i += 1) answerInFullWindow(throttle, 150);
    expect(throttle.concurrency).toBe(risen);
    answerInFullWindow(throttle, 140);
    expect(throttle.concurrency).toBeLessThan(risen);
  });

  it('judges a round only by requests sent with the whole window in flight', () => {
    const throttle = new HostThrottle({ initial: 4, max: 16 });
    // robots.txt and the home page, one at a time, then the first links as the window fills.
    for (const [latencyMs, inFlight] of [
      [100, 1],
      [100, 1],
      [100, 1],
      [112, 2],
      [125, 3],
    ] as const) {
      throttle.recordAnswer(latencyMs, 200, inFlight);
    }
    expect(throttle.concurrency).toBe(4);
    for (let i = 0; i < 4; i += 1) answerInFullWindow(throttle, 137);
    expect(throttle.concurrency).toBe(3);
    // Answers to requests sent while more were in flight than the new limit allows do not count.
    for (let i = 0; i < 6; i += 1) throttle.recordAnswer(160, 200, 4);
    expect(throttle.concurrency).toBe(3);
    answerRounds(throttle, 5, 125);
    expect(throttle.concurrency).toBe(3);
  });

  it('halves on 429 or 503, once per round, and error answers never raise it', () => {
    const throttle = new HostThrottle({ initial: 8, max: 16 });
    throttle.recordAnswer(20, 429, 8);
    expect(throttle.concurrency).toBe(4);
    // The rest of the same burst does not cut again.
    throttle.recordAnswer(20, 503, 8);
    throttle.recordAnswer(20, 429, 8);
    expect(throttle.concurrency).toBe(4);
    answerRounds(throttle, 10, 5, 404);
    expect(throttle.concurrency).toBe(4);
    answerRounds(throttle, 2, 20, 503);
    expect(throttle.concurrency).toBe(1);
  });

  it('halves on timeouts and never goes below one', () => {
    const throttle = new HostThrottle({ initial: 4, max: 16 });
    throttle.recordTimeout();
    expect(throttle.concurrency).toBe(2);
    for (let i = 0; i < 10; i += 1) throttle.recordTimeout();
    expect(throttle.concurrency).toBe(1);
  });

  it('never exceeds its concurrency and admits waiting requests as it rises', async () => {
    const throttle = new HostThrottle({ initial: 1, max: 3 });
    expect(await throttle.acquire()).toBe(1);
    let admitted = 0;
    const waiting = [throttle.acquire(), throttle.acquire()].map((slot) => slot.then(() => (admitted += 1)));
    await Promise.resolve();
    expect(admitted).toBe(0);
    throttle.recordAnswer(10, 200, 1);
    throttle.recordAnswer(10, 200, 2);
    await Promise.resolve();
    expect(throttle.concurrency).toBe(2);
    expect(admitted).toBe(1);
    throttle.release();
    await Promise.all(waiting);
    expect(admitted).toBe(2);
  });
});
