export * from './lifecycle/index.js';
export * from './presentation/index.js';
export * from './maintenance.js';
