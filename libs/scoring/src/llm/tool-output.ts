import type Anthropic from '@anthropic-ai/sdk';
import { pageCategorySchema, type PageCategory } from '@signpost/contracts';
import { z } from 'zod';
import {
  MAX_DESCRIPTION_CHARS,
  MAX_DISPLAY_TITLE_CHARS,
  MAX_REASON_CHARS,
  MAX_SITE_NAME_CHARS,
  MAX_SITE_SUMMARY_CHARS,
  TOOL_NAME,
} from './prompt.js';
import { shortenText } from './tokens.js';

export interface PageJudgement {
  qualityScore: number;
  category: PageCategory;
  /** Display title for llms.txt, at most 80 characters. */
  title: string;
  /** For an assistant, at most 160 characters. */
  description: string;
  reason: string;
}

export interface SiteIdentity {
  name: string;
  summary: string;
}

/**
 * A text the model made a little too long is shortened; one far beyond the limit (or empty) means
 * the model did not follow the instructions, and the page is asked again.
 */
const boundedText = (maxChars: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(maxChars * 2)
    .transform((text) => shortenText(text, maxChars));

const judgementSchema = z.object({
  id: z.string(),
  quality_score: z
    .number()
    .min(1)
    .max(10)
    .transform((score) => Math.round(score * 10) / 10),
  category: pageCategorySchema,
  title: boundedText(MAX_DISPLAY_TITLE_CHARS),
  description: boundedText(MAX_DESCRIPTION_CHARS),
  reason: boundedText(MAX_REASON_CHARS),
});

const siteSchema = z.object({
  name: boundedText(MAX_SITE_NAME_CHARS),
  summary: boundedText(MAX_SITE_SUMMARY_CHARS),
});

export interface ParsedToolOutput {
  /** Valid judgements by page id; ids asked for but absent or malformed are missing. */
  judgements: Map<string, PageJudgement>;
  site: SiteIdentity | null;
}

/**
 * Reads the tool call of a response. Each page is validated on its own, so one malformed entry
 * costs a re-ask of that page only; entries for ids that were not asked for are ignored.
 */
export function parseToolOutput(
  content: readonly Anthropic.ContentBlock[],
  askedIds: ReadonlySet<string>,
): ParsedToolOutput {
  const judgements = new Map<string, PageJudgement>();
  let site: SiteIdentity | null = null;
  for (const block of content) {
    if (block.type !== 'tool_use' || block.name !== TOOL_NAME) continue;
    const input = z
      .object({ pages: z.array(z.unknown()).optional(), site: z.unknown().optional() })
      .safeParse(block.input);
    if (!input.success) continue;
    for (const entry of input.data.pages ?? []) {
      const parsed = judgementSchema.safeParse(entry);
      if (!parsed.success || !askedIds.has(parsed.data.id) || judgements.has(parsed.data.id)) continue;
      const { id, quality_score: qualityScore, ...fields } = parsed.data;
      judgements.set(id, { qualityScore, ...fields });
    }
    const parsedSite = siteSchema.safeParse(input.data.site);
    if (parsedSite.success) site = parsedSite.data;
  }
  return { judgements, site };
}
