export * from './load-config.js';
export * from './plan-catalogue.js';
export { envSchema, PRODUCT_SECRET_SETTINGS, type Env } from './env-schema.js';
export * from './render-service-config.js';
export type { FetcherSettings } from './fetcher-settings.js';
export { processEnvironment, type Environment } from './process-environment.js';
