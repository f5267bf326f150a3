import { open, stat } from 'node:fs/promises';
import type { Config } from '@signpost/config';
import { isValidWebsiteUrl, type ValidationResponse } from '@signpost/contracts';
import { createGuardedFetcher, isFetchError } from '@signpost/fetch';
import { MAX_FILE_BYTES, validateLlmsTxt, validateLlmsTxtUrl } from '@signpost/llmstxt';
import { UsageError } from './cli-args.js';
import { formatReport } from './format-report.js';
import { EXIT_FAILED, EXIT_OK, type CommandOutput } from './output.js';

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
 * `signpost validate <url|file>`: the same checks as the validator page, printed or as JSON. It fails
 * for an invalid file, and with `failUnder` for a score below it.
 */
export async function runValidate(
  command: { target: string; json: boolean; robots: boolean; failUnder: number | undefined },
  config: Config,
  output: CommandOutput,
): Promise<number> {
  let report: ValidationResponse;
  if (await isFile(command.target)) {
    report = await validateFile(command.target);
  } else if (isValidWebsiteUrl(command.target)) {
    const fetcher = createGuardedFetcher(config.crawl);
    try {
      report = await validateLlmsTxtUrl(command.target, { fetcher, includeRobotsTxt: command.robots });
    } catch (error) {
      if (!isFetchError(error)) throw error;
      output.err.write(`Cannot check ${command.target}: ${error.message}.\n`);
      return EXIT_FAILED;
    } finally {
      await fetcher.close();
    }
  } else {
    throw new UsageError(`"${command.target}" is neither a file nor a website address.`);
  }
  output.out.write(
    command.json
      ? `${JSON.stringify(report, null, 2)}\n`
      : formatReport(report, report.checkedUrl ?? command.target),
  );
  const { failUnder } = command;
  if (failUnder !== undefined && report.score < failUnder) {
    output.err.write(`Score ${report.score} is under the --fail-under of ${failUnder}.\n`);
    return EXIT_FAILED;
  }
  return report.valid ? EXIT_OK : EXIT_FAILED;
}
