export * from './api-key-format.js';
export * from './api-key-service.js';
