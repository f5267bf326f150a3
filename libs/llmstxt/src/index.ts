export { CHECKS, type CheckId, type Finding } from './checks.js';
export { checkContent, MAX_FILE_BYTES, MAX_READ_CHARS, SIZE_WARNING_CHARS } from './content-checks.js';
export * from './generate.js';
export * from './generate-full.js';
export { OPTIONAL_SECTION } from './group-pages.js';
export { findBrokenLinks, LINK_SAMPLE_SIZE } from './link-check.js';
export * from './parse.js';
export { linkText, linkUrl } from './plain-text.js';
export type { ParseProblem, ProblemCode } from './problems.js';
export { AI_CRAWLERS, reviewRobots } from './robots-conflicts.js';
export {
  disallowedUrls,
  fetchRobotsText,
  MAX_ROBOTS_BYTES,
  RobotsGate,
  type RobotsQuery,
} from './robots-gate.js';
export { scoreFindings } from './score.js';
export { validateLlmsTxt } from './validate-text.js';
export { validateGeneratedLlmsTxt } from './validate-generated.js';
export { validateLlmsTxtUrl, type UrlValidationOptions } from './validate-url.js';
export { inlineSteps, type ValidationSteps } from './validation-steps.js';
export { linkCopies } from './link-copies.js';
