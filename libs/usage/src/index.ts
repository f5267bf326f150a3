export * from './caller.js';
export * from './usage-periods.js';
export * from './usage-policy.js';
export * from './usage-report.js';
