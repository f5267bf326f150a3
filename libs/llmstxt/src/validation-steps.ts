import type { ValidationResponse } from '@signpost/contracts';
import { checkContent, type ContentCheck } from './content-checks.js';
import { declaredSitemaps, reviewRobots, type RobotsInput, type RobotsReview } from './robots-conflicts.js';
import { disallowedUrls, type RobotsQuery } from './robots-gate.js';
import { locsOf } from './sitemap-coverage.js';
import { validateLlmsTxt } from './validate-text.js';

/**
 * The steps of a validation whose CPU time grows with what the caller or a site sends: the file's
 * checks, robots.txt (its matching is rules × links) and sitemap XML. Each takes and returns plain
 * data, so a server can run them in worker threads with a deadline while it keeps answering others;
 * the network stays with the caller, whose fetcher shares its per-host limits across requests.
 */
export interface ValidationSteps {
  validateText(text: string): Promise<ValidationResponse>;
  checkContent(body: Uint8Array, fileUrl: string | null): Promise<ContentCheck>;
  reviewRobots(input: RobotsInput): Promise<RobotsReview>;
  robotsDisallowed(query: RobotsQuery): Promise<string[]>;
  declaredSitemaps(robotsUrl: string, robotsText: string): Promise<string[]>;
  sitemapLocations(xml: string): Promise<string[]>;
}

/** The steps run on the calling thread (the CLI, tests, the worker threads themselves). */
export const inlineSteps: ValidationSteps = {
  validateText: async (text) => validateLlmsTxt(text),
  checkContent: async (body, fileUrl) => checkContent(body, fileUrl),
  reviewRobots: async (input) => reviewRobots(input),
  robotsDisallowed: async (query) => disallowedUrls(query),
  declaredSitemaps: async (robotsUrl, robotsText) => declaredSitemaps(robotsUrl, robotsText),
  sitemapLocations: async (xml) => locsOf(xml),
};
