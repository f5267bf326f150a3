export * from './load-config.js';
export * from './plan-catalogue.js';
export { envSchema, type Env } from './env-schema.js';
export * from './render-service-config.js';
