/** Test helpers, exported as `@signpost/extraction/testing` under the `source` condition only (tests, benchmarks). */
export * from './page-fields-accuracy.test-support.js';
export * from './main-content-accuracy.test-support.js';
