import * as core from '@actions/core';
import { loadConfig } from '@signpost/config';
import { isFetchError } from '@signpost/fetch';
import { UsageError } from '../usage-error.js';
import { describeFetchFailure } from '../failure-messages.js';
import { formatReadiness } from '../format-readiness.js';
import { formatReport } from '../format-report.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, terminalOf, type OutputStream } from '../output.js';
import { readinessOf } from '../readiness-command.js';
import { validateTarget } from '../validate-command.js';
import { readActionInputs } from './action-inputs.js';
import { compareLiveFile } from './live-drift.js';

/**
 * The GitHub Action (action.yml): validates the llms.txt at the url input and fails under
 * fail-under; with readiness-fail-under, also the agent-readiness score; with expected-file, fails
 * when the live file differs from the one the repository keeps. Scores become the step's outputs
 * (score, readiness-score); problems become annotations. Answers the exit status: 0 passed,
 * 1 a check failed, 2 the inputs are wrong.
 */
export async function runAction(env: Record<string, string | undefined>, out: OutputStream): Promise<number> {
  const read = readActionInputs(env);
  if (!read.ok) {
    core.error(read.problem);
    return EXIT_USAGE;
  }
  const { inputs } = read;
  const config = loadConfig(env);
  const { outColors } = terminalOf({ out, err: out }, env);
  let status = EXIT_OK;
  try {
    const report = await validateTarget(inputs.url, inputs.robots, config);
    out.write(formatReport(report, report.checkedUrl ?? inputs.url, outColors));
    core.setOutput('score', report.score);
    if (report.score < inputs.failUnder) {
      core.error(`Score ${report.score} is under the fail-under of ${inputs.failUnder}.`);
      status = EXIT_FAILED;
    } else if (!report.valid) status = EXIT_FAILED;

    if (inputs.readinessFailUnder !== undefined) {
      const readiness = await readinessOf(inputs.url, config);
      out.write(`\n${formatReadiness(readiness, outColors)}`);
      core.setOutput('readiness-score', readiness.score);
      if (readiness.score < inputs.readinessFailUnder) {
        core.error(
          `Agent-readiness score ${readiness.score} is under the readiness-fail-under of ${inputs.readinessFailUnder}.`,
        );
        status = EXIT_FAILED;
      }
    }
  } catch (error) {
    if (error instanceof UsageError) {
      core.error(`The url input: ${error.message}`);
      return EXIT_USAGE;
    }
    if (!isFetchError(error)) throw error;
    core.error(describeFetchFailure(inputs.url, error));
    return EXIT_FAILED;
  }

  if (inputs.expectedFile === undefined) return status;
  if (!/^https?:\/\//.test(inputs.url)) {
    core.error(
      'expected-file compares the live file: the url input must then start with http:// or https://.',
    );
    return EXIT_USAGE;
  }
  const drift = await compareLiveFile(inputs.url, inputs.expectedFile, config);
  if (drift.kind === 'unreadable') {
    core.error(`Could not read ${drift.liveUrl} to compare it with ${inputs.expectedFile}: ${drift.reason}.`);
    return EXIT_FAILED;
  }
  if (drift.kind === 'drifted') {
    core.error(
      `The live ${drift.liveUrl} differs from ${inputs.expectedFile}: publish the file again, or update it here.`,
    );
    out.write(`${drift.diff}\n`);
    return EXIT_FAILED;
  }
  out.write(`The live ${drift.liveUrl} matches ${inputs.expectedFile}.\n`);
  return status;
}
