import { loadConfig } from '@signpost/config';
import { parseCommand, USAGE, UsageError } from './cli-args.js';
import { runGenerate } from './generate-command.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, type CommandOutput } from './output.js';
import { runValidate } from './validate-command.js';
import { runReadiness } from './readiness-command.js';

/**
 * Runs one command line and answers its exit status; nothing here exits the process. Settings come
 * from the environment (`env` replaces it in tests).
 */
export async function run(
  argv: readonly string[],
  output: CommandOutput,
  env?: Record<string, string | undefined>,
): Promise<number> {
  try {
    const command = parseCommand(argv);
    if (command.name === 'help') {
      output.out.write(`${USAGE}\n`);
      return EXIT_OK;
    }
    const config = loadConfig(env);
    if (command.name === 'validate') return await runValidate(command, config, output);
    if (command.name === 'readiness') return await runReadiness(command, config, output);
    return await runGenerate(command, config, output);
  } catch (error) {
    if (error instanceof UsageError) {
      output.err.write(`${error.message}\n\n${USAGE}\n`);
      return EXIT_USAGE;
    }
    output.err.write(`signpost: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT_FAILED;
  }
}
