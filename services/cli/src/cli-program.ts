import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { z } from 'zod';
import type { Terminal } from './output.js';
import { EXIT_OK, EXIT_USAGE } from './output.js';

export interface ValidateLine {
  name: 'validate';
  target: string;
  json: boolean;
  robots: boolean;
  failUnder?: number | undefined;
}
export interface ReadinessLine {
  name: 'readiness';
  url: string;
  json: boolean;
  failUnder?: number | undefined;
}
export interface GenerateLine {
  name: 'generate';
  url: string;
  maxPages?: number | undefined;
  outDir: string;
  allLanguages: boolean;
  json: boolean;
}

export interface McpLine {
  name: 'mcp';
}

/** A command to run, with the options every command shares. */
export type CommandLine = (ValidateLine | ReadinessLine | GenerateLine | McpLine) & { verbose: boolean };

/**
 * What the command line asks for: a command (with its help, shown after a usage error it finds), or
 * an exit after help, the version or a usage error, already printed.
 */
export type Parsed = { run: CommandLine; help: () => string } | { exit: number };

const MAX_PAGES_LIMIT = 1000;
/** Help wraps at a terminal's width, and at this off one. */
const HELP_WIDTH = 100;

/** Parses a whole number in a range, as commander's option parser: its message joins commander's. */
function wholeNumber(min: number, max: number) {
  const schema = z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));
  return (value: string): number => {
    const parsed = schema.safeParse(value.trim());
    if (!parsed.success) throw new InvalidArgumentError(`Give a whole number from ${min} to ${max}.`);
    return parsed.data;
  };
}

const optionsSchemas = {
  validate: z.object({
    json: z.boolean().default(false),
    robots: z.boolean(),
    failUnder: z.number().optional(),
  }),
  readiness: z.object({ json: z.boolean().default(false), failUnder: z.number().optional() }),
  generate: z.object({
    json: z.boolean().default(false),
    maxPages: z.number().optional(),
    out: z.string(),
    allLanguages: z.boolean().default(false),
  }),
};

const EXAMPLES = `
Examples:
  signpost validate https://example.com --fail-under 80
  signpost readiness https://example.com
  signpost generate https://example.com --max-pages 50 --out site/
  claude mcp add signpost -- npx signpost mcp

Exit status: 0 ok; 1 invalid file, score under --fail-under, or a failed check or analysis;
2 usage error. Settings come from the environment (docs/settings.md).`;

/**
 * The `signpost` command line. Commander writes help, the version and its own errors to the
 * terminal's streams (never exiting the process); `onCommand` receives the command chosen.
 */
function buildProgram(
  terminal: Terminal,
  version: string,
  onCommand: (line: CommandLine, command: Command) => void,
) {
  const program = new Command('signpost');
  const style = terminal.errColors;
  program
    .description(
      "Discovers a website's pages, writes its llms.txt, and checks how ready it is for AI agents.",
    )
    .version(version, '-v, --version', 'print the version')
    .option('--verbose', 'log what happens (to stderr) and show the stack of a failure')
    .helpOption('-h, --help', 'show help (signpost <command> --help for a command)')
    .helpCommand(false)
    .addHelpText('after', EXAMPLES)
    .showHelpAfterError()
    .exitOverride()
    .configureOutput({
      writeOut: (text) => terminal.out.write(text),
      writeErr: (text) => terminal.err.write(text),
      outputError: (text, write) => write(style.red(text)),
      getOutHelpWidth: () => (terminal.out.isTTY ? terminal.out.columns : undefined) ?? HELP_WIDTH,
      getErrHelpWidth: () => (terminal.err.isTTY ? terminal.err.columns : undefined) ?? HELP_WIDTH,
      getOutHasColors: () => terminal.outColors.isColorSupported,
      getErrHasColors: () => terminal.errColors.isColorSupported,
    })
    .configureHelp({
      styleTitle: (text) => style.bold(text),
      styleCommandText: (text) => style.cyan(text),
      styleOptionText: (text) => style.green(text),
    });
  const verbose = () => program.opts<{ verbose?: boolean }>().verbose === true;

  program
    .command('validate')
    .description('Check an llms.txt: a website (its /llms.txt is read) or a local file.')
    .argument('<url|file>', 'website address or path of an llms.txt')
    .option('--json', 'print the result as JSON')
    .option('--no-robots', "skip the checks against the site's robots.txt")
    .option('--fail-under <score>', 'fail when the score is under this (0-100)', wholeNumber(0, 100))
    .action((target: string, raw: unknown, command: Command) => {
      const options = optionsSchemas.validate.parse(raw);
      onCommand({ name: 'validate', target, ...options, verbose: verbose() }, command);
    });

  program
    .command('readiness')
    .description(
      'Check what an AI agent needs from a site (llms.txt, markdown, discovery links, robots.txt, ' +
        'sitemap, pages without JavaScript), each with its fix.',
    )
    .argument('<url>', 'website address')
    .option('--json', 'print the report as JSON')
    .option('--fail-under <score>', 'fail when the score is under this (0-100)', wholeNumber(0, 100))
    .action((url: string, raw: unknown, command: Command) => {
      const options = optionsSchemas.readiness.parse(raw);
      onCommand({ name: 'readiness', url, ...options, verbose: verbose() }, command);
    });

  program
    .command('generate')
    .description(
      'Analyse a website in this process and write llms.txt and llms-full.txt for its default language.',
    )
    .argument('<url>', 'website address')
    .option(
      '--max-pages <n>',
      `read at most this many pages (1-${MAX_PAGES_LIMIT}; default 100)`,
      wholeNumber(1, MAX_PAGES_LIMIT),
    )
    .option('--out <dir>', 'folder to write the files to', '.')
    .option(
      '--all-languages',
      'also write one pair per other language, in the folder where it belongs on the site (de/llms.txt)',
    )
    .option('--json', 'print the summary as JSON')
    .action((url: string, raw: unknown, command: Command) => {
      const { out, ...options } = optionsSchemas.generate.parse(raw);
      onCommand({ name: 'generate', url, outDir: out, ...options, verbose: verbose() }, command);
    });

  program
    .command('mcp')
    .description(
      "Serve Signpost's MCP tools (analyze, generate, validate, readiness) over stdio to an agent on " +
        'this machine, until it disconnects.',
    )
    .action((_raw: unknown, command: Command) => {
      onCommand({ name: 'mcp', verbose: verbose() }, command);
    });

  return program;
}

/** Parses `argv` (the words after `signpost`), printing help, the version or a usage error itself. */
export function parseCommandLine(terminal: Terminal, version: string, argv: readonly string[]): Parsed {
  let chosen: Parsed = { exit: EXIT_USAGE };
  const program = buildProgram(terminal, version, (line, command) => {
    chosen = { run: line, help: () => command.helpInformation() };
  });
  try {
    program.parse([...argv], { from: 'user' });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    // Help and the version asked for are answers; anything else (no command, an unknown option, a
    // missing or invalid argument) is a usage error, whatever exit code commander would use.
    const asked = ['commander.helpDisplayed', 'commander.version'].includes(error.code);
    return { exit: asked ? EXIT_OK : EXIT_USAGE };
  }
  return chosen;
}
