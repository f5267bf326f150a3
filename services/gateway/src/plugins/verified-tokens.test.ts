import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './verified-tokens.js';

const claims = (sid: string) => ({ sub: '5b1f0c7e-1111-4a2b-8c3d-000000000001', sid });
const SID = '5b1f0c7e-2222-4a2b-8c3d-000000000002';

describe('VerifiedTokens', () => {
  it('checks a token once and answers its repeats from memory until it expires', () => {
    let now = 1_000;
    const tokens = new VerifiedTokens(10, () => now);
    const checked: string[] = [];
    const verify = (token: string) => {
      checked.push(token);
      if (now >= 5_000) throw new Error('expired');
      return { claims: claims(SID), expiresAt: 5_000 };
    };
    expect(tokens.claimsOf('a.b.c', verify)).toEqual(claims(SID));
    expect(tokens.claimsOf('a.b.c', verify)).toEqual(claims(SID));
    expect(checked).toEqual(['a.b.c']);
    now = 5_000;
    expect(() => tokens.claimsOf('a.b.c', verify)).toThrow('expired');
    expect(checked).toEqual(['a.b.c', 'a.b.c']);
  });

  it('never remembers a token the check refused', () => {
    const tokens = new VerifiedTokens(10);
    let calls = 0;
    const refuse = () => {
      calls += 1;
      throw new Error('bad signature');
    };
    expect(() => tokens.claimsOf('forged', refuse)).toThrow('bad signature');
    expect(() => tokens.claimsOf('forged', refuse)).toThrow('bad signature');
    expect(calls).toBe(2);
  });

  it('holds at most `size` tokens, the least recently used going first, and none at size 0', () => {
    const tokens = new VerifiedTokens(2);
    const checked: string[] = [];
    const verify = (token: string) => {
      checked.push(token);
      return { claims: claims(SID), expiresAt: Date.now() + 60_000 };
    };
    for (const token of ['one', 'two', 'one', 'three', 'one', 'two']) tokens.claimsOf(token, verify);
    expect(checked).toEqual(['one', 'two', 'three', 'two']);

    const none = new VerifiedTokens(0);
    const again: string[] = [];
    const count = (token: string) => {
      again.push(token);
      return { claims: claims(SID), expiresAt: Date.now() + 60_000 };
    };
    none.claimsOf('one', count);
    none.claimsOf('one', count);
    expect(again).toEqual(['one', 'one']);
  });
});
