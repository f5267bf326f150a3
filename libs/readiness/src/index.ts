export { checkReadiness, type ReadinessDeps } from './check-readiness.js';
export { markdownCandidates } from './markdown-copies.js';
export { inlineReadinessSteps, type ReadinessSteps } from './readiness-steps.js';
export { readinessScore } from './score.js';
