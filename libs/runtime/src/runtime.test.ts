import { describe, expect, it } from 'vitest';
import { loadConfig } from '@signpost/config';
import { createRuntime } from './runtime.js';

describe('a standalone service', () => {
  it('refuses to start on the embedded adapters', async () => {
    await expect(
      createRuntime(loadConfig({ DATA_DIR: 'memory://' }), 'gateway', { standalone: true }),
    ).rejects.toThrow(/needs DATABASE_URL and REDIS_URL/);
  });
});
