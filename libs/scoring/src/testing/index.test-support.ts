/** Test helpers, exported as `@signpost/scoring/testing` under the `source` condition only (tests, benchmarks). */
export * from './fake-anthropic-server.test-support.js';
export * from './labelled-pages.test-support.js';
