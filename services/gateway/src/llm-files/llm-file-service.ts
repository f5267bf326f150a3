import { randomUUID } from 'node:crypto';
import { pageCategorySchema, type GenerateLlmFileResponse, type LlmFileResponse } from '@signpost/contracts';
import { AppError, badRequest, notFound } from '@signpost/errors';
import { generateLlmsFullTxt, generateLlmsTxt, linkUrl, parseLlmsTxt } from '@signpost/llmstxt';
import type { Runtime } from '@signpost/runtime';

export interface GenerateInput {
  analysisId: string;
  selectedPages: {
    url: string;
    title?: string | undefined;
    description?: string | undefined;
    selected: boolean;
  }[];
}

const FILE_GONE = 'No generated file has that id. Files are kept for 30 days.';

/** Renders the chosen pages of a completed analysis into an llms.txt and keeps it for download. */
export class LlmFileService {
  constructor(private readonly runtime: Pick<Runtime, 'repos'>) {}

  async generate(input: GenerateInput): Promise<GenerateLlmFileResponse> {
    const { repos } = this.runtime;
    const analysis = await repos.analyses.get(input.analysisId);
    if (!analysis) throw notFound('No analysis has that id. It may have expired after 30 days.');
    if (analysis.status !== 'completed') {
      throw new AppError(
        'analysis_not_completed',
        409,
        'The analysis has not completed yet; generate the file once it has.',
      );
    }
    const known = new Map((await repos.pages.listScored(analysis.id)).map((page) => [page.url, page]));
    const chosen = input.selectedPages.filter((page) => page.selected);
    if (chosen.length === 0)
      throw badRequest('Select at least one page to include in the file.', 'no_pages_selected');
    const seen = new Set<string>();
    const pages = [];
    for (const page of chosen) {
      const stored = known.get(page.url);
      if (!stored) throw badRequest(`${page.url} is not one of this analysis's pages.`, 'unknown_page');
      if (seen.has(page.url)) continue;
      seen.add(page.url);
      pages.push({
        url: page.url,
        title: page.title?.trim() || stored.title || page.url,
        description: page.description?.trim() ?? stored.description ?? '',
        category: pageCategorySchema.catch('other').parse(stored.category),
        qualityScore: stored.quality_score ?? undefined,
      });
    }
    const content = generateLlmsTxt({
      siteName: analysis.site_name ?? new URL(analysis.url).hostname,
      summary: analysis.site_summary ?? '',
      pages,
    });
    const file = await repos.llmFiles.create({
      id: randomUUID(),
      analysisId: analysis.id,
      content,
      pageCount: pages.length,
    });
    return { id: file.id, pageCount: file.page_count };
  }

  async get(id: string): Promise<LlmFileResponse> {
    const file = await this.runtime.repos.llmFiles.get(id);
    if (!file) throw notFound(FILE_GONE);
    return {
      id: file.id,
      analysisId: file.analysis_id,
      content: file.content,
      pageCount: file.page_count,
      fileSize: file.file_size,
      createdAt: file.created_at.toISOString(),
    };
  }

  /**
   * The llms-full.txt of a generated file: the content of the pages it links to, read from the
   * analysis. The stored llms.txt is the record of the selection (with any edited titles), so the
   * full file is derived from it rather than stored a second time.
   */
  async getFull(id: string): Promise<string> {
    const { repos } = this.runtime;
    const file = await repos.llmFiles.get(id);
    const analysis = file ? await repos.analyses.get(file.analysis_id) : undefined;
    if (!file || !analysis) throw notFound(FILE_GONE);
    const stored = new Map(
      (await repos.pages.listScored(analysis.id)).map((page) => [linkUrl(page.url), page]),
    );
    const parsed = parseLlmsTxt(file.content);
    const pages = parsed.sections.flatMap((section) =>
      section.links.flatMap((link) => {
        const page = stored.get(link.url);
        if (!page) return [];
        return [
          {
            url: page.url,
            title: link.title,
            category: pageCategorySchema.catch('other').parse(page.category),
            qualityScore: page.quality_score ?? undefined,
            content: page.markdown ?? page.content ?? page.description ?? '',
          },
        ];
      }),
    );
    return generateLlmsFullTxt({
      siteName: parsed.title ?? analysis.site_name ?? new URL(analysis.url).hostname,
      summary: parsed.summary ?? analysis.site_summary ?? '',
      pages,
    });
  }
}
