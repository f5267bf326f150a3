import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Config } from '@signpost/config';
import { isValidWebsiteUrl, withDefaultProtocol } from '@signpost/contracts';
import { presentAnalysis, renderDefaultSelection } from '@signpost/analyses';
import type { AnalysisRow, PageRow } from '@signpost/db';
import { createGuardedFetcher } from '@signpost/fetch';
import { validateGeneratedLlmsTxt } from '@signpost/llmstxt';
import type { GenerateLine } from './cli-program.js';
import { UsageError } from './usage-error.js';
import { refusalHint } from './failure-messages.js';
import { formatGenerateSummary, type GenerateSummary } from './generate-summary.js';
import { writeLanguageFiles } from './language-files.js';
import { EXIT_FAILED, EXIT_OK, type Terminal } from './output.js';
import { createProgressReporter } from './progress-bar.js';
import { embeddedConfig, runAnalysis } from './run-analysis.js';
import { withTemporaryDataDir } from './temporary-data-dir.js';

const DEFAULT_MAX_PAGES = 100;

/**
 * The validator's score of the file written, including how much of the site's sitemap it covers,
 * so a file standing for a page or two of a larger site does not report 100.
 */
async function scoreOf(llmsTxt: string, pages: readonly PageRow[], config: Config): Promise<number> {
  const home = pages.find((page) => page.source === 'homepage') ?? pages[0];
  if (home === undefined) return 0;
  const fetcher = createGuardedFetcher(config.crawl);
  try {
    return (await validateGeneratedLlmsTxt(llmsTxt, home.url, { fetcher, userAgent: config.crawl.userAgent }))
      .score;
  } finally {
    await fetcher.close();
  }
}

const failureMessage = (analysis: AnalysisRow) =>
  analysis.error_message ?? 'The analysis found no pages it could read.';

/** The one line for an analysis that failed, naming the settings that open a refused address. */
function failureLine(analysis: AnalysisRow): string {
  const line = `Analysis of ${analysis.url} failed: ${failureMessage(analysis)}`;
  return analysis.error_code === 'address_refused' ? `${line} ${refusalHint(analysis.url)}` : line;
}

/**
 * `signpost generate <url>`: discovers, reads and scores the site in this process, then writes
 * llms.txt (the pages the product would select by default) and llms-full.txt to the folder given.
 */
export async function runGenerate(
  line: GenerateLine & { verbose: boolean },
  config: Config,
  terminal: Terminal,
): Promise<number> {
  if (!isValidWebsiteUrl(line.url)) throw new UsageError(`"${line.url}" is not a website address.`);
  const startedAt = Date.now();
  // With --verbose, log lines share stderr and would tear a bar: progress is then plain lines.
  const progress = createProgressReporter(terminal.err, terminal.errColors, {
    live: terminal.err.isTTY === true && !line.verbose,
  });
  const outcome = await withTemporaryDataDir((dataDir) =>
    runAnalysis(
      embeddedConfig(config, line.verbose, dataDir),
      { url: withDefaultProtocol(line.url), maxPages: line.maxPages ?? DEFAULT_MAX_PAGES },
      (analysis) => progress.update(presentAnalysis(analysis, []).progress),
      terminal.err,
    ),
  ).finally(() => progress.stop());
  const { analysis, pages } = outcome;
  if (analysis.status !== 'completed' || pages.length === 0) {
    if (line.json) {
      const { url, error_code: error } = analysis;
      terminal.out.write(
        `${JSON.stringify({ status: 'failed', url, error, message: failureMessage(analysis) })}\n`,
      );
    } else terminal.err.write(`${terminal.errColors.red('✖')} ${failureLine(analysis)}\n`);
    return EXIT_FAILED;
  }

  const {
    llmsTxt,
    llmsFull,
    pageCount: selectedCount,
  } = renderDefaultSelection(analysis, pages, config.llmsFull.budgetBytes);
  const outDir = resolve(line.outDir);
  await mkdir(outDir, { recursive: true });
  const files = { llmsTxt: join(outDir, 'llms.txt'), llmsFullTxt: join(outDir, 'llms-full.txt') };
  await writeFile(files.llmsTxt, llmsTxt, 'utf8');
  // Past the budget llms-full.txt lists the section files, written beside it.
  for (const file of llmsFull.files) await writeFile(join(outDir, file.name), file.content, 'utf8');
  const languages = line.allLanguages
    ? await writeLanguageFiles(analysis, pages, outDir, config.llmsFull.budgetBytes)
    : [];

  const summary: GenerateSummary = {
    status: 'completed',
    url: analysis.url,
    pagesFound: analysis.total_pages_found,
    pagesScored: pages.length,
    pagesSelected: selectedCount,
    score: await scoreOf(llmsTxt, pages, config),
    files,
    ...(line.allLanguages ? { languages } : {}),
    ...(analysis.error_message === null ? {} : { message: analysis.error_message }),
  };
  terminal.out.write(
    line.json
      ? `${JSON.stringify(summary, null, 2)}\n`
      : formatGenerateSummary(summary, terminal.outColors, {
          seconds: Math.round((Date.now() - startedAt) / 1000),
          cwd: process.cwd(),
        }),
  );
  return EXIT_OK;
}
