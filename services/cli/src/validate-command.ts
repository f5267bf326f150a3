import { open, stat } from 'node:fs/promises';
import type { Config } from '@signpost/config';
import { isValidWebsiteUrl, type ValidationResponse } from '@signpost/contracts';
import { createGuardedFetcher, isFetchError } from '@signpost/fetch';
import { MAX_FILE_BYTES, validateLlmsTxt, validateLlmsTxtUrl } from '@signpost/llmstxt';
import type { ValidateLine } from './cli-program.js';
import { UsageError } from './usage-error.js';
import { describeFetchFailure } from './failure-messages.js';
import { formatReport } from './format-report.js';
import { EXIT_FAILED, EXIT_OK, type Terminal } from './output.js';

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** A local file past this size is reported without being read whole. */
const READ_LIMIT_BYTES = 4 * MAX_FILE_BYTES;

/** Reads at most the read limit, so a huge file is judged too large without filling memory. */
async function validateFile(path: string): Promise<ValidationResponse> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(Math.min((await handle.stat()).size, READ_LIMIT_BYTES));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return validateLlmsTxt(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/**
 * The validator's report of a local file or of a site's llms.txt. Throws UsageError for a target
 * that is neither, and FetchError when the site cannot be read.
 */
export async function validateTarget(
  target: string,
  robots: boolean,
  config: Config,
): Promise<ValidationResponse> {
  if (await isFile(target)) return validateFile(target);
  if (!isValidWebsiteUrl(target))
    throw new UsageError(`"${target}" is neither a file nor a website address.`);
  return validateSite(target, robots, config);
}

/** The validator's report of a site's llms.txt (the site, or the file's own address). */
export async function validateSite(
  url: string,
  robots: boolean,
  config: Config,
): Promise<ValidationResponse> {
  const fetcher = createGuardedFetcher(config.crawl);
  try {
    return await validateLlmsTxtUrl(url, {
      fetcher,
      userAgent: config.crawl.userAgent,
      includeRobotsTxt: robots,
    });
  } finally {
    await fetcher.close();
  }
}

/**
 * `signpost validate <url|file>`: the same checks as the validator page, printed or as JSON. It fails
 * for an invalid file, and with `failUnder` for a score below it.
 */
export async function runValidate(line: ValidateLine, config: Config, terminal: Terminal): Promise<number> {
  let report: ValidationResponse;
  try {
    report = await validateTarget(line.target, line.robots, config);
  } catch (error) {
    if (!isFetchError(error)) throw error;
    terminal.err.write(`${terminal.errColors.red('✖')} ${describeFetchFailure(line.target, error)}\n`);
    return EXIT_FAILED;
  }
  terminal.out.write(
    line.json
      ? `${JSON.stringify(report, null, 2)}\n`
      : formatReport(report, report.checkedUrl ?? line.target, terminal.outColors),
  );
  const { failUnder } = line;
  if (failUnder !== undefined && report.score < failUnder) {
    terminal.err.write(
      `${terminal.errColors.red('✖')} Score ${report.score} is under the --fail-under of ${failUnder}.\n`,
    );
    return EXIT_FAILED;
  }
  return report.valid ? EXIT_OK : EXIT_FAILED;
}
