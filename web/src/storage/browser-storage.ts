import type { z } from 'zod';

/** The part of the Web Storage API Signpost uses, so tests can pass memoryStorage() instead. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The window's storage when the browser allows it: some privacy modes throw on access, and a
 * missing storage reads as empty everywhere below.
 */
export function browserStorage(kind: 'sessionStorage' | 'localStorage'): KeyValueStorage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** The stored text, or null when absent or when storage refuses to be read. */
export function readText(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Stores the text; false when there is no storage or it refuses (full, or blocked), which callers
 * treat as "kept for this page only".
 */
export function writeText(storage: KeyValueStorage | null, key: string, value: string): boolean {
  if (storage === null) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeEntry(storage: KeyValueStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Storage that cannot be changed has nothing of ours to forget.
  }
}

/** The stored JSON value when it parses and the schema accepts it; null otherwise. */
export function readJson<T>(storage: KeyValueStorage | null, key: string, schema: z.ZodType<T>): T | null {
  const text = readText(storage, key);
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeJson(storage: KeyValueStorage | null, key: string, value: unknown): boolean {
  return writeText(storage, key, JSON.stringify(value));
}
