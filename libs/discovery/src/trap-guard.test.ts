import { describe, expect, it } from 'vitest';
import type { TrapGuardSnapshot } from './crawl-snapshot.js';
import { TrapGuard } from './trap-guard.js';

const site = 'https://e.com';

describe('TrapGuard', () => {
  it.each([
    [`${site}/a/b/c/d/e/f/g/h/i/j/k/l/m`, 'deep-path'],
    [`${site}/x/y/x/y/x/y`, 'repeating-path'],
    [`${site}/list?a=1&b=2&c=3&d=4&e=5`, 'query-explosion'],
    [`${site}/docs/intro`, 'ok'],
    [`${site}/blog/2024/05/launch`, 'ok'],
  ])('judges %s as %s', (url, verdict) => {
    expect(new TrapGuard().admit(url, `${site}/`)).toBe(verdict);
  });

  it('allows a few query variants of one path', () => {
    const guard = new TrapGuard();
    const verdicts = Array.from({ length: 12 }, (_, i) =>
      guard.admit(`${site}/shop?sort=${i}`, `${site}/shop`),
    );
    expect(verdicts.filter((verdict) => verdict === 'ok')).toHaveLength(8);
    expect(verdicts.at(-1)).toBe('query-explosion');
  });

  it('follows a chain of same-shaped pages only so far', () => {
    const guard = new TrapGuard();
    let from = `${site}/list`;
    let admitted = 0;
    for (let page = 2; page < 100; page += 1) {
      const next = `${site}/list/page/${page}`;
      if (guard.admit(next, from) !== 'ok') break;
      admitted += 1;
      from = next;
    }
    expect(admitted).toBe(13);
  });

  it('stops a trap an earlier reading stopped where it stopped, with the links that reading admitted recalled', () => {
    const earlier = new TrapGuard();
    const admitted: string[] = [];
    let from = `${site}/list`;
    for (let page = 2; page < 100; page += 1) {
      const next = `${site}/list/page/${page}`;
      if (earlier.admit(next, from) !== 'ok') break;
      admitted.push(next);
      from = next;
    }
    const days = Array.from({ length: 6 }, (_, i) => `${site}/events/2025-01-${10 + i}`);
    const guard = new TrapGuard();
    guard.recall([...admitted, ...days]);
    expect(guard.admit(`${site}/list/page/${admitted.length + 2}`, admitted.at(-1)!)).toBe('endless-chain');
    expect(guard.admit(`${site}/events/2025-01-20`, days.at(-1)!)).toBe('calendar');
    // Pages of other shapes are judged as before.
    expect(guard.admit(`${site}/docs/intro`, admitted.at(-1)!)).toBe('ok');
  });

  it('caps dated pages of one shape, however they are linked', () => {
    const guard = new TrapGuard();
    const verdicts = Array.from({ length: 20 }, (_, day) =>
      guard.admit(`${site}/events/day/2025-01-${String(day + 1).padStart(2, '0')}`, `${site}/events`),
    );
    expect(verdicts.filter((verdict) => verdict === 'ok')).toHaveLength(6);
    expect(verdicts.at(-1)).toBe('calendar');
  });

  it('never refuses an address the site vouches for', () => {
    const guard = new TrapGuard();
    const listed = `${site}/x/y/x/y/x/y`;
    guard.trust(listed);
    expect(guard.admit(listed, `${site}/`)).toBe('ok');
  });

  it('restored from a snapshot, refuses what the guard it was taken from would', () => {
    const guard = new TrapGuard();
    for (let i = 0; i < 8; i += 1) guard.admit(`${site}/shop?sort=${i}`, `${site}/shop`);
    const restored = TrapGuard.restore(JSON.parse(JSON.stringify(guard.snapshot())) as TrapGuardSnapshot);
    expect(restored.admit(`${site}/shop?sort=99`, `${site}/shop`)).toBe('query-explosion');
    expect(restored.admit(`${site}/shop?sort=3`, `${site}/shop`)).toBe('ok');
  });
});
