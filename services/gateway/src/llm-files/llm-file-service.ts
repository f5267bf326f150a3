import { randomUUID } from 'node:crypto';
import { renderChosenPages, renderDefaultSelection, renderFullFromIndex } from '@signpost/analyses';
import type { AnalysisRow, LlmFileRow, PageRow } from '@signpost/db';
import type { GenerateLlmFileResponse, LlmFileResponse, LlmFullTextResponse } from '@signpost/contracts';
import { FULL_TEXT_FILE, type LlmsFull } from '@signpost/llmstxt';
import { AppError, badRequest, notFound } from '@signpost/errors';
import type { Runtime } from '@signpost/runtime';
import type { Caller } from '@signpost/usage';
import { canSee } from '../analyses/analysis-service.js';
import { publishedAddress } from '../publishing/published-address.js';

export interface GenerateInput {
  analysisId: string;
  selectedPages?:
    | {
        url: string;
        title?: string | undefined;
        description?: string | undefined;
        selected: boolean;
      }[]
    | undefined;
  /** Write the file for this language's pages, their default selection, instead of a chosen list. */
  language?: string | undefined;
}

const FILE_GONE = 'No generated file has that id. Files are kept for 30 days.';

const fileLimitReached = (limit: number) =>
  new AppError(
    'llm_file_limit_reached',
    `This analysis already has ${limit} generated files, the most one analysis keeps. Generating a ` +
      'selection you made before gives back its file; for a new selection, run a new analysis of the site.',
  );

/** The llms.txt of the owner's chosen pages, or of the default selection among one language's pages. */
function renderRequested(
  input: GenerateInput,
  analysis: AnalysisRow,
  scoredPages: PageRow[],
  fullBudgetBytes: number,
): { content: string; pageCount: number } {
  if (input.language !== undefined) {
    const { llmsTxt, pageCount } = renderDefaultSelection(
      analysis,
      scoredPages,
      fullBudgetBytes,
      input.language,
    );
    if (pageCount === 0)
      throw badRequest(`No page of this analysis is in the language ${input.language}.`, 'no_pages_selected');
    return { content: llmsTxt, pageCount };
  }
  const chosen = (input.selectedPages ?? []).filter((page) => page.selected);
  if (chosen.length === 0)
    throw badRequest('Select at least one page to include in the file.', 'no_pages_selected');
  return renderChosenPages(analysis, scoredPages, chosen, fullBudgetBytes);
}

/**
 * Renders the chosen pages of a completed analysis into an llms.txt and keeps it for download. The
 * same text is stored once per analysis (the same selection returns the file it made before), and an
 * analysis keeps a bounded number of files, so repeated calls cannot grow storage without end.
 */
export class LlmFileService {
  constructor(private readonly runtime: Pick<Runtime, 'repos' | 'config'>) {}

  async generate(caller: Caller, input: GenerateInput): Promise<GenerateLlmFileResponse> {
    const { repos } = this.runtime;
    const analysis = await repos.analyses.get(input.analysisId);
    if (!analysis || !canSee(caller, analysis))
      throw notFound('No analysis has that id. It may have expired after 30 days.');
    if (analysis.status !== 'completed') {
      throw new AppError(
        'analysis_not_completed',
        'The analysis has not completed yet; generate the file once it has.',
      );
    }
    const { content, pageCount } = renderRequested(
      input,
      analysis,
      await repos.pages.listScored(analysis.id),
      this.runtime.config.llmsFull.budgetBytes,
    );
    const file = await repos.transaction(async ({ llmFiles }) => {
      await llmFiles.lockAnalysis(analysis.id);
      const same = await llmFiles.findSame(analysis.id, content);
      if (same) return same;
      const limit = this.runtime.config.quotas.llmFilesPerAnalysis;
      if ((await llmFiles.countOf(analysis.id)) >= limit) throw fileLimitReached(limit);
      return llmFiles.create({ id: randomUUID(), analysisId: analysis.id, content, pageCount });
    });
    return { id: file.id, pageCount: file.page_count };
  }

  /** The file and its analysis, when the caller may read them. */
  async #readable(caller: Caller, id: string): Promise<{ file: LlmFileRow; analysis: AnalysisRow }> {
    const file = await this.runtime.repos.llmFiles.get(id);
    const analysis = file ? await this.runtime.repos.analyses.get(file.analysis_id) : undefined;
    if (!file || !analysis || !canSee(caller, analysis)) throw notFound(FILE_GONE);
    return { file, analysis };
  }

  async get(caller: Caller, id: string): Promise<LlmFileResponse> {
    const { file, analysis } = await this.#readable(caller, id);
    const owner = caller.kind === 'account' && caller.account.id === analysis.user_id;
    const published = owner ? await this.runtime.repos.publishedFiles.findLiveOfFile(file.id) : undefined;
    return {
      id: file.id,
      analysisId: file.analysis_id,
      content: file.content,
      pageCount: file.page_count,
      fileSize: file.file_size,
      createdAt: file.created_at.toISOString(),
      published: published ? publishedAddress(this.runtime.config.http.publicUrl, published) : null,
    };
  }

  /**
   * The full text of a generated file, derived from the llms.txt it stored: llms-full.txt, or past
   * the budget the list of its section files and those files.
   */
  async fullText(caller: Caller, id: string): Promise<LlmsFull> {
    return (await this.withFullText(caller, id)).full;
  }

  /** The file, its analysis, its pages and its full text, read once: what publishing copies. */
  async withFullText(
    caller: Caller,
    id: string,
  ): Promise<{ file: LlmFileRow; analysis: AnalysisRow; pages: PageRow[]; full: LlmsFull }> {
    const { repos, config } = this.runtime;
    const { file, analysis } = await this.#readable(caller, id);
    const pages = await repos.pages.listScored(analysis.id);
    const full = renderFullFromIndex(analysis, pages, file.content, config.llmsFull.budgetBytes);
    return { file, analysis, pages, full };
  }

  /** One file of the full text by name; llms-full.txt unless another is named. */
  async getFull(caller: Caller, id: string, name = FULL_TEXT_FILE): Promise<string> {
    const full = await this.fullText(caller, id);
    const file = full.files.find((candidate) => candidate.name === name);
    if (!file) {
      throw notFound(
        `The full text of this file has no ${name}: llms-full.txt lists the files it is split into.`,
      );
    }
    return file.content;
  }

  /** A file to download by name: the llms.txt, or llms-full.txt (or one file of it when split). */
  async download(
    caller: Caller,
    id: string,
    variant: 'index' | 'full',
    file: string | undefined,
  ): Promise<{ name: string; content: string }> {
    const name = variant === 'full' ? (file ?? FULL_TEXT_FILE) : 'llms.txt';
    const content =
      variant === 'full'
        ? await this.getFull(caller, id, name)
        : (await this.#readable(caller, id)).file.content;
    return { name, content };
  }

  /** What the full text holds: its files and sections with their sizes and estimated tokens. */
  async describeFull(caller: Caller, id: string): Promise<LlmFullTextResponse> {
    const { budgetBytes, split, wholeBytes, files, sections } = await this.fullText(caller, id);
    return {
      budgetBytes,
      split,
      wholeBytes,
      files: files.map((file) => ({
        name: file.name,
        url: file.url,
        label: file.label,
        sections: file.sections,
        pageCount: file.pageCount,
        bytes: file.bytes,
        estimatedTokens: file.estimatedTokens,
        cutPages: file.cutPages,
      })),
      sections,
    };
  }
}
