import { inspect } from 'node:util';
import { loadConfig } from '@signpost/config';
import { parseCommandLine } from './cli-program.js';
import { EXIT_FAILED, EXIT_USAGE, terminalOf, type CommandOutput } from './output.js';
import { UsageError } from './usage-error.js';
import { packageVersion } from './version.js';

/**
 * The environment the CLI reads its settings from: without a deployment's database and queue
 * addresses, which it never uses (each run has its own temporary database, run-analysis.ts). A
 * developer's shell that names them must not make the CLI ask for a deployment's other settings.
 */
function cliEnvironment(env: Record<string, string | undefined>): Record<string, string | undefined> {
  const { DATABASE_URL: _database, REDIS_URL: _queue, ...rest } = env;
  return rest;
}

/**
 * Runs one command line and answers its exit status; nothing here exits the process. Settings, and
 * the colour conventions (NO_COLOR, FORCE_COLOR), come from `env`: the process's environment.
 */
export async function run(
  argv: readonly string[],
  output: CommandOutput,
  env: Record<string, string | undefined>,
): Promise<number> {
  const terminal = terminalOf(output, env);
  const parsed = parseCommandLine(terminal, packageVersion(), argv);
  if ('exit' in parsed) return parsed.exit;
  const { run: line, help } = parsed;
  const { red, dim } = terminal.errColors;
  try {
    const config = loadConfig(cliEnvironment(env));
    // Each command loads what it needs when it runs (generate, the whole pipeline), so help and the
    // version answer at once.
    if (line.name === 'validate')
      return await (await import('./validate-command.js')).runValidate(line, config, terminal);
    if (line.name === 'readiness')
      return await (await import('./readiness-command.js')).runReadiness(line, config, terminal);
    if (line.name === 'mcp')
      return await (await import('./mcp-command.js')).runMcp(line, config, terminal, output.protocol);
    return await (await import('./generate-command.js')).runGenerate(line, config, terminal);
  } catch (error) {
    if (error instanceof UsageError) {
      terminal.err.write(`${red(`error: ${error.message}`)}\n\n${help()}`);
      return EXIT_USAGE;
    }
    const message = error instanceof Error ? error.message : String(error);
    terminal.err.write(`${red('✖')} ${message}\n`);
    if (line.verbose) terminal.err.write(`${dim(inspect(error))}\n`);
    return EXIT_FAILED;
  }
}
