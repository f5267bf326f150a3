export * from './reader-classes.js';
export * from './known-agents.js';
export * from './reader-agent.js';
export * from './robots-tokens.js';
