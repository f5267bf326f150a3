import type { StageWorkers } from '@signpost/queue';
import { createRuntime, startStageWorkers, type Runtime } from '@signpost/runtime';
import { testConfig } from './test-config.js';

/**
 * The adapters a service process would run on, for the tests of the libraries it wires. Libraries
 * never import `@signpost/runtime` (the workspace check refuses it); their tests reach it through here.
 */
export type TestRuntime = Runtime;

/** A runtime on the embedded adapters, named after the test that owns it; close it in afterAll. */
export function createTestRuntime(name: string, settings: Record<string, string> = {}): Promise<TestRuntime> {
  return createRuntime(testConfig(settings), name);
}

/** Starts a library's workers on a test runtime as a service starts them; returns what stops them. */
export function startTestWorkers(
  runtime: TestRuntime,
  stages: readonly StageWorkers[],
): Promise<() => Promise<void>> {
  return startStageWorkers(runtime, stages);
}
