import { loadConfig, type Config } from '@signpost/config';

/** The metrics token of test deployments that share Redis, where it is required (libs/config). */
export const TEST_METRICS_TOKEN = 'a-test-only-metrics-token-0123456789';

/**
 * A config for tests: embedded adapters (in-memory PGlite, in-process queue), silent logs and no web
 * bundle, with the settings a test cares about laid over them. A test that shares Redis gets the
 * metrics token such a deployment must have, unless it sets its own.
 */
export function testConfig(settings: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    ...(settings.REDIS_URL ? { METRICS_TOKEN: TEST_METRICS_TOKEN } : {}),
    ...settings,
  });
}
