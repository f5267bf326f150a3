export * from './caller.js';
export * from './usage-policy.js';
