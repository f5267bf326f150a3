import { pageCategorySchema, type PageCategory } from '@signpost/contracts';
import type { AnalysisRow, PageRow } from '@signpost/db';
import { badRequest } from '@signpost/errors';
import {
  fullTextLinks,
  generateLlmsFull,
  generateLlmsTxt,
  linkUrl,
  parseLlmsTxt,
  type LlmsFull,
  type LlmsTxtInput,
} from '@signpost/llmstxt';
import { presentPages } from './present-analysis.js';
import { siteDetails } from './site-details.js';

/** One page the owner chose, with the title and description they may have edited. */
export interface PageChoice {
  url: string;
  title?: string | undefined;
  description?: string | undefined;
}

/**
 * The file's heading: the site's name (its host name when the analysis found none), its summary, and
 * what the home page says beyond the summary.
 */
function siteHeading(
  analysis: AnalysisRow,
  pages: readonly PageRow[],
): { siteName: string; summary: string; details: string } {
  const summary = analysis.site_summary ?? '';
  return {
    siteName: analysis.site_name ?? new URL(analysis.url).hostname,
    summary,
    details: siteDetails(
      summary,
      pages.find((page) => page.position === 0),
    ),
  };
}

const categoryOf = (row: PageRow): PageCategory => pageCategorySchema.catch('other').parse(row.category);
const contentOf = (row: PageRow) => row.markdown ?? row.content ?? row.description ?? '';

/**
 * llms.txt of the pages the owner chose, in their order, each once, under the site's own navigation
 * groups where it has them. A page that is not one of the analysis's scored pages is refused rather
 * than linked unchecked.
 */
export function renderChosenPages(
  analysis: AnalysisRow,
  scoredPages: readonly PageRow[],
  choices: readonly PageChoice[],
  fullBudgetBytes: number,
): { content: string; pageCount: number } {
  const known = new Map(scoredPages.map((page) => [page.url, page]));
  const seen = new Set<string>();
  const pages = [];
  for (const choice of choices) {
    const stored = known.get(choice.url);
    if (!stored) throw badRequest(`${choice.url} is not one of this analysis's pages.`, 'unknown_page');
    if (seen.has(choice.url)) continue;
    seen.add(choice.url);
    pages.push({
      url: choice.url,
      title: choice.title?.trim() || stored.title || choice.url,
      description: choice.description?.trim() ?? stored.description ?? '',
      category: categoryOf(stored),
      qualityScore: stored.quality_score ?? undefined,
      section: stored.nav_group,
    });
  }
  const { llmsTxt } = withFullText(
    analysis,
    scoredPages,
    { ...siteHeading(analysis, scoredPages), pages },
    fullBudgetBytes,
  );
  return { content: llmsTxt, pageCount: pages.length };
}

/**
 * The llms-full.txt of a generated llms.txt, split by section past the budget: the content of the
 * pages it links to. The stored llms.txt is the record of the selection (with any edited titles), so
 * the full text is derived from it; the links to the files of a split full text are no pages of the
 * analysis and are passed over.
 */
export function renderFullFromIndex(
  analysis: AnalysisRow,
  scoredPages: readonly PageRow[],
  llmsTxt: string,
  fullBudgetBytes: number,
): LlmsFull {
  const stored = new Map(scoredPages.map((page) => [linkUrl(page.url), page]));
  const parsed = parseLlmsTxt(llmsTxt);
  const pages = parsed.sections.flatMap((section) =>
    section.links.flatMap((link) => {
      const page = stored.get(link.url);
      if (!page) return [];
      return [
        {
          url: page.url,
          title: link.title,
          category: categoryOf(page),
          qualityScore: page.quality_score ?? undefined,
          section: section.name,
          content: contentOf(page),
        },
      ];
    }),
  );
  const heading = siteHeading(analysis, scoredPages);
  return generateLlmsFull({
    siteName: parsed.title ?? heading.siteName,
    summary: parsed.summary ?? heading.summary,
    pages,
    baseUrl: new URL('/', analysis.url).href,
    budgetBytes: fullBudgetBytes,
  });
}

/**
 * llms.txt and its full text, derived from it as a download derives it; when the full text is split,
 * llms.txt lists its files. The listing links to no page, so the full text derived again from the
 * stored llms.txt is the same.
 */
function withFullText(
  analysis: AnalysisRow,
  scoredPages: readonly PageRow[],
  input: LlmsTxtInput,
  fullBudgetBytes: number,
): { llmsTxt: string; llmsFull: LlmsFull } {
  const plain = generateLlmsTxt(input);
  const llmsFull = renderFullFromIndex(analysis, scoredPages, plain, fullBudgetBytes);
  const fullText = fullTextLinks(llmsFull);
  return { llmsTxt: fullText.length > 0 ? generateLlmsTxt({ ...input, fullText }) : plain, llmsFull };
}

/**
 * Both files for the pages the product selects by default, as the review step would preselect them:
 * among the pages of `language`, the site's default language unless another is asked for.
 */
export function renderDefaultSelection(
  analysis: AnalysisRow,
  scoredPages: readonly PageRow[],
  fullBudgetBytes: number,
  language: string | null = analysis.default_language,
): { llmsTxt: string; llmsFull: LlmsFull; pageCount: number } {
  const rows = new Map(scoredPages.map((page) => [page.url, page]));
  const chosen = presentPages(scoredPages, analysis.site_name, analysis.default_language, language)
    .filter((page) => page.selected)
    .map((page) => ({ ...page, section: rows.get(page.url)?.nav_group }));
  const heading = siteHeading(analysis, scoredPages);
  return {
    ...withFullText(analysis, scoredPages, { ...heading, pages: chosen }, fullBudgetBytes),
    pageCount: chosen.length,
  };
}
