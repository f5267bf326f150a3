export * from './adversarial-text.js';
export * from './reference-parser.js';
