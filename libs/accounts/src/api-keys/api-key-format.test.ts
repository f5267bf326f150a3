import { describe, expect, it } from 'vitest';
import { apiKeyPrefixOf, generateApiKey, isWellFormedApiKey, looksLikeApiKey } from './api-key-format.js';
import { hashToken } from '../secret-tokens.js';

/** Replaces the character at `index` with another base62 character. */
const typo = (key: string, index: number) =>
  key.slice(0, index) + (key[index] === 'a' ? 'b' : 'a') + key.slice(index + 1);

describe('API key format', () => {
  it('makes sp_ keys of random base62 with a checksum, a short visible prefix and the hash of the whole', () => {
    const made = generateApiKey();
    expect(made.key).toMatch(/^sp_[0-9A-Za-z]{46}$/);
    expect(made.prefix).toBe(made.key.slice(0, 11));
    expect(apiKeyPrefixOf(made.key)).toBe(made.prefix);
    expect(made.hash).toBe(hashToken(made.key));
    expect(isWellFormedApiKey(made.key)).toBe(true);
    expect(looksLikeApiKey(made.key)).toBe(true);
  });

  it('never repeats a key, and spreads characters over the whole alphabet', () => {
    const keys = Array.from({ length: 2000 }, () => generateApiKey().key);
    expect(new Set(keys).size).toBe(keys.length);
    const seen = new Set(keys.flatMap((key) => [...key.slice(3, 43)]));
    expect(seen.size).toBe(62);
  });

  it('refuses any single typo, a wrong length, a foreign alphabet or another prefix', () => {
    const { key } = generateApiKey();
    for (let index = 3; index < key.length; index++) expect(isWellFormedApiKey(typo(key, index))).toBe(false);
    expect(isWellFormedApiKey(key.slice(0, -1))).toBe(false);
    expect(isWellFormedApiKey(`${key}a`)).toBe(false);
    expect(isWellFormedApiKey(`${key.slice(0, 10)}-${key.slice(11)}`)).toBe(false);
    expect(isWellFormedApiKey(`sk_${key.slice(3)}`)).toBe(false);
    expect(looksLikeApiKey('eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBe(false);
  });
});
