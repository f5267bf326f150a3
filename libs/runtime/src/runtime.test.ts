import { describe, expect, it } from 'vitest';
import { testConfig } from '@signpost/testing';
import { createRuntime } from './runtime.js';

describe('a standalone service', () => {
  it('refuses to start on the embedded adapters', async () => {
    await expect(createRuntime(testConfig(), 'gateway', { standalone: true })).rejects.toThrow(
      /needs DATABASE_URL and REDIS_URL/,
    );
  });
});
