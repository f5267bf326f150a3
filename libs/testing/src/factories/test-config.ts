import { loadConfig, type Config } from '@signpost/config';

/**
 * A config for tests: embedded adapters (in-memory PGlite, in-process queue), silent logs and no web
 * bundle, with the settings a test cares about laid over them.
 */
export function testConfig(settings: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    ...settings,
  });
}
