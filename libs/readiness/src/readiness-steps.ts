import { disallowedUrls, type RobotsQuery } from '@signpost/llmstxt';
import { readLlmsTxt, type LlmsTxtFacts } from './reading/llms-txt-facts.js';
import { readMarkdown, type MarkdownFacts } from './reading/markdown-facts.js';
import { readPage, type PageFacts, type PageInput } from './reading/page-facts.js';
import {
  matchRobots,
  readRobots,
  type RobotsFacts,
  type RobotsMatchInput,
  type RobotsVerdicts,
} from './reading/robots-facts.js';
import { readSitemap, type SitemapFacts } from './reading/sitemap-facts.js';

/**
 * Every reading of what a site sends: its pages' HTML, markdown copies, llms.txt, sitemaps and
 * robots.txt. Each takes plain strings and returns plain data, so a server runs them on worker
 * threads with a deadline while its own thread only fetches; the network stays with the caller.
 */
export interface ReadinessSteps {
  readPage(input: PageInput): Promise<PageFacts>;
  readMarkdown(text: string, pageWords: string[] | null): Promise<MarkdownFacts>;
  readLlmsTxt(text: string, fileUrl: string): Promise<LlmsTxtFacts>;
  readSitemap(xml: string): Promise<SitemapFacts>;
  readRobots(
    robotsText: string | null,
    origin: string,
    headers: Record<string, string>,
  ): Promise<RobotsFacts>;
  matchRobots(input: RobotsMatchInput): Promise<RobotsVerdicts>;
  /** The validator's step of the same name: which addresses robots.txt keeps from Signpost. */
  robotsDisallowed(query: RobotsQuery): Promise<string[]>;
}

/** The steps run on the calling thread (the CLI, tests, the worker threads themselves). */
export const inlineReadinessSteps: ReadinessSteps = {
  readPage: async (input) => readPage(input),
  readMarkdown: async (text, pageWords) => readMarkdown(text, pageWords),
  readLlmsTxt: async (text, fileUrl) => readLlmsTxt(text, fileUrl),
  readSitemap: async (xml) => readSitemap(xml),
  readRobots: async (robotsText, origin, headers) => readRobots(robotsText, origin, headers),
  matchRobots: async (input) => matchRobots(input),
  robotsDisallowed: async (query) => disallowedUrls(query),
};
