import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Config } from '@signpost/config';
import { isValidWebsiteUrl, withDefaultProtocol } from '@signpost/contracts';
import { renderDefaultSelection } from '@signpost/analyses';
import type { AnalysisRow, PageRow } from '@signpost/db';
import { createGuardedFetcher } from '@signpost/fetch';
import { validateGeneratedLlmsTxt } from '@signpost/llmstxt';
import { UsageError } from './cli-args.js';
import { writeLanguageFiles } from './language-files.js';
import { EXIT_FAILED, EXIT_OK, type CommandOutput } from './output.js';
import { createProgressBar } from './progress-bar.js';
import { embeddedConfig, runAnalysis } from './run-analysis.js';
import { withTemporaryDataDir } from './temporary-data-dir.js';

const DEFAULT_MAX_PAGES = 100;

const ratio = (done: number, total: number) => (total > 0 ? Math.min(1, done / total) : 0);

/** Where an analysis stands, as a fraction of the whole run and a short label. */
export function progressOf(analysis: AnalysisRow): { fraction: number; label: string } {
  switch (analysis.stage) {
    case 'discovery':
      return {
        fraction: 0.25 * ratio(analysis.pages_found, analysis.max_pages),
        label: `Discovering pages: ${analysis.pages_found} found`,
      };
    case 'content-fetch':
      return {
        fraction: 0.25 + 0.5 * ratio(analysis.pages_fetched, analysis.pages_found),
        label: `Reading pages: ${analysis.pages_fetched} of ${analysis.pages_found}`,
      };
    case 'ai-analysis':
      return {
        fraction: 0.75 + 0.2 * ratio(analysis.pages_scored, analysis.pages_fetched),
        label: `Scoring pages: ${analysis.pages_scored} of ${analysis.pages_fetched}`,
      };
    case 'finalization':
      return { fraction: analysis.status === 'completed' ? 1 : 0.95, label: 'Compiling the result' };
  }
}

/**
 * The validator's score of the file written, including how much of the site's sitemap it covers,
 * so a file standing for a page or two of a larger site does not report 100.
 */
async function scoreOf(llmsTxt: string, pages: readonly PageRow[], config: Config): Promise<number> {
  const home = pages.find((page) => page.source === 'homepage') ?? pages[0];
  if (home === undefined) return 0;
  const fetcher = createGuardedFetcher(config.crawl);
  try {
    return (await validateGeneratedLlmsTxt(llmsTxt, home.url, { fetcher })).score;
  } finally {
    await fetcher.close();
  }
}

/**
 * `signpost generate <url>`: discovers, reads and scores the site in this process, then writes
 * llms.txt (the pages the product would select by default) and llms-full.txt to the folder given.
 */
export async function runGenerate(
  command: {
    url: string;
    maxPages: number | undefined;
    outDir: string;
    allLanguages: boolean;
    json: boolean;
  },
  config: Config,
  output: CommandOutput,
): Promise<number> {
  if (!isValidWebsiteUrl(command.url)) throw new UsageError(`"${command.url}" is not a website address.`);
  const bar = createProgressBar(output.err);
  const outcome = await withTemporaryDataDir((dataDir) =>
    runAnalysis(
      embeddedConfig(config, command.json, dataDir),
      { url: withDefaultProtocol(command.url), maxPages: command.maxPages ?? DEFAULT_MAX_PAGES },
      (analysis) => {
        const { fraction, label } = progressOf(analysis);
        bar.update(fraction, label);
      },
    ),
  ).finally(() => bar.stop());
  const { analysis, pages } = outcome;
  if (analysis.status !== 'completed' || pages.length === 0) {
    const message = analysis.error_message ?? 'The analysis found no pages it could read.';
    if (command.json)
      output.out.write(
        `${JSON.stringify({ status: 'failed', url: analysis.url, error: analysis.error_code, message })}\n`,
      );
    else output.err.write(`Analysis of ${analysis.url} failed: ${message}\n`);
    return EXIT_FAILED;
  }

  const {
    llmsTxt,
    llmsFull,
    pageCount: selectedCount,
  } = renderDefaultSelection(analysis, pages, config.llmsFull.budgetBytes);
  const outDir = resolve(command.outDir);
  await mkdir(outDir, { recursive: true });
  const files = { llmsTxt: join(outDir, 'llms.txt'), llmsFullTxt: join(outDir, 'llms-full.txt') };
  await writeFile(files.llmsTxt, llmsTxt, 'utf8');
  // Past the budget llms-full.txt lists the section files, written beside it.
  for (const file of llmsFull.files) await writeFile(join(outDir, file.name), file.content, 'utf8');
  const languages = command.allLanguages
    ? await writeLanguageFiles(analysis, pages, outDir, config.llmsFull.budgetBytes)
    : [];

  const summary = {
    status: 'completed',
    url: analysis.url,
    pagesFound: analysis.total_pages_found,
    pagesScored: pages.length,
    pagesSelected: selectedCount,
    score: await scoreOf(llmsTxt, pages, config),
    files,
    ...(command.allLanguages ? { languages } : {}),
    // Why the result covers only part of the site, when discovery let most of it go.
    ...(analysis.error_message === null ? {} : { message: analysis.error_message }),
  };
  if (!command.json && analysis.error_message !== null) output.err.write(`Note: ${analysis.error_message}\n`);
  output.out.write(
    command.json
      ? `${JSON.stringify(summary, null, 2)}\n`
      : `Wrote ${files.llmsTxt} (${selectedCount} of ${pages.length} pages, score ${summary.score}/100) and ${files.llmsFullTxt}\n` +
          languages
            .map(
              (language) =>
                `Wrote ${language.files.llmsTxt} (${language.tag}: ${language.pagesSelected} pages; ` +
                `${language.url === null ? 'its pages have no folder of their own' : `belongs at ${language.url}`})\n`,
            )
            .join(''),
  );
  return EXIT_OK;
}
