/** Test helpers, exported as `@signpost/scoring/testing` under the `source` condition only (tests, benchmarks). */
export * from './labelled-pages.test-support.js';
