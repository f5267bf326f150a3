import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from './browser-storage.js';
import { readJson, readText, removeEntry, writeJson, writeText } from './browser-storage.js';
import { memoryStorage } from './memory-storage.js';

const refusing: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const counter = z.object({ count: z.number().int() });

describe('browser storage', () => {
  it('writes, reads back and removes text and JSON', () => {
    const storage = memoryStorage();
    expect(writeText(storage, 'a', 'x')).toBe(true);
    expect(writeJson(storage, 'b', { count: 2 })).toBe(true);

    expect(readText(storage, 'a')).toBe('x');
    expect(readJson(storage, 'b', counter)).toEqual({ count: 2 });
    removeEntry(storage, 'a');
    expect(storage.entries.has('a')).toBe(false);
  });

  it('reads JSON that does not parse or fit the schema as absent', () => {
    const storage = memoryStorage({ broken: '{not json', other: '{"count":"2"}' });
    expect(readJson(storage, 'broken', counter)).toBeNull();
    expect(readJson(storage, 'other', counter)).toBeNull();
    expect(readJson(storage, 'missing', counter)).toBeNull();
  });

  it('treats a missing or refusing storage as empty and says a write did not land', () => {
    for (const storage of [null, refusing]) {
      expect(readText(storage, 'a')).toBeNull();
      expect(readJson(storage, 'a', counter)).toBeNull();
      expect(writeText(storage, 'a', 'x')).toBe(false);
      expect(writeJson(storage, 'a', { count: 1 })).toBe(false);
      expect(() => removeEntry(storage, 'a')).not.toThrow();
    }
  });
});
