import type { Config } from '@signpost/config';
import { isValidWebsiteUrl, withDefaultProtocol, type ReadinessReport } from '@signpost/contracts';
import { createGuardedFetcher, isFetchError } from '@signpost/fetch';
import { inlineSteps } from '@signpost/llmstxt';
import { checkReadiness } from '@signpost/readiness';
import { UsageError } from './cli-args.js';
import { EXIT_FAILED, EXIT_OK, type CommandOutput } from './output.js';

const MARKS = { pass: 'PASS', warn: 'WARN', fail: 'FAIL', skip: 'SKIP' } as const;

/** The report as a terminal shows it: the score, then each check, with its fix when it needs one. */
export function formatReadiness(report: ReadinessReport): string {
  const lines = [`Agent readiness of ${report.url}: ${report.score}/100`];
  if (report.platform) lines.push(`Fixes written for ${report.platform}.`);
  lines.push('');
  for (const item of report.checks) {
    lines.push(`${MARKS[item.status]}  ${item.id} (${item.category}): ${item.summary}`);
    if (item.fix) lines.push(`      Fix: ${item.fix}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * `signpost readiness <url>`: the agent-readiness report, printed or as JSON. With `failUnder`, a
 * score below it fails, so CI can gate on it.
 */
export async function runReadiness(
  command: { url: string; json: boolean; failUnder: number | undefined },
  config: Config,
  output: CommandOutput,
): Promise<number> {
  if (!isValidWebsiteUrl(command.url)) throw new UsageError(`"${command.url}" is not a website address.`);
  const fetcher = createGuardedFetcher(config.crawl);
  let report: ReadinessReport;
  try {
    report = await checkReadiness(withDefaultProtocol(command.url), { fetcher, steps: inlineSteps });
  } catch (error) {
    if (!isFetchError(error)) throw error;
    output.err.write(`Cannot check ${command.url}: ${error.message}.\n`);
    return EXIT_FAILED;
  } finally {
    await fetcher.close();
  }
  output.out.write(command.json ? `${JSON.stringify(report, null, 2)}\n` : formatReadiness(report));
  if (command.failUnder !== undefined && report.score < command.failUnder) {
    output.err.write(`Score ${report.score} is under the --fail-under of ${command.failUnder}.\n`);
    return EXIT_FAILED;
  }
  return EXIT_OK;
}
