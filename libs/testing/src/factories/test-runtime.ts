import { createRuntime, type Runtime } from '@signpost/runtime';
import { testConfig } from './test-config.js';

/** A runtime on the embedded adapters, named after the test that owns it; close it in afterAll. */
export function createTestRuntime(name: string, settings: Record<string, string> = {}): Promise<Runtime> {
  return createRuntime(testConfig(settings), name);
}
