export * from './heuristic-scorer.js';
