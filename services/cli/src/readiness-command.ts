import type { Config } from '@signpost/config';
import { isValidWebsiteUrl, withDefaultProtocol, type ReadinessReport } from '@signpost/contracts';
import { createGuardedFetcher, isFetchError } from '@signpost/fetch';
import { checkReadiness, inlineReadinessSteps } from '@signpost/readiness';
import type { ReadinessLine } from './cli-program.js';
import { UsageError } from './usage-error.js';
import { describeFetchFailure } from './failure-messages.js';
import { formatReadiness } from './format-readiness.js';
import { EXIT_FAILED, EXIT_OK, type Terminal } from './output.js';

/** The agent-readiness report of a site. Throws UsageError for a wrong address, FetchError when unread. */
export async function readinessOf(url: string, config: Config): Promise<ReadinessReport> {
  if (!isValidWebsiteUrl(url)) throw new UsageError(`"${url}" is not a website address.`);
  const fetcher = createGuardedFetcher(config.crawl);
  try {
    return await checkReadiness(withDefaultProtocol(url), {
      fetcher,
      userAgent: config.crawl.userAgent,
      steps: inlineReadinessSteps,
    });
  } finally {
    await fetcher.close();
  }
}

/**
 * `signpost readiness <url>`: the agent-readiness report, printed or as JSON. With `failUnder`, a
 * score below it fails, so CI can gate on it.
 */
export async function runReadiness(line: ReadinessLine, config: Config, terminal: Terminal): Promise<number> {
  let report: ReadinessReport;
  try {
    report = await readinessOf(line.url, config);
  } catch (error) {
    if (!isFetchError(error)) throw error;
    terminal.err.write(`${terminal.errColors.red('✖')} ${describeFetchFailure(line.url, error)}\n`);
    return EXIT_FAILED;
  }
  terminal.out.write(
    line.json ? `${JSON.stringify(report, null, 2)}\n` : formatReadiness(report, terminal.outColors),
  );
  if (line.failUnder !== undefined && report.score < line.failUnder) {
    terminal.err.write(
      `${terminal.errColors.red('✖')} Score ${report.score} is under the --fail-under of ${line.failUnder}.\n`,
    );
    return EXIT_FAILED;
  }
  return EXIT_OK;
}
