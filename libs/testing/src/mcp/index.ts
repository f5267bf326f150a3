export * from './conformance.js';
export * from './front.js';
