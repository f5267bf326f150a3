export { checkReadiness, type ReadinessDeps } from './check-readiness.js';
export { markdownCandidates } from './markdown-copies.js';
export { readinessScore } from './score.js';
