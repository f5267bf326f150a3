/** The environment as the processes see it: a name and its text, or nothing. */
export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The one place a process's environment is taken from. Entries that read more than the settings (the
 * CLI's colour conventions, a GitHub Action's `INPUT_*` values) take it from here once, at start-up,
 * and hand it to what validates each part: `loadConfig` for the settings, the CLI and the Action for
 * their own.
 */
export function processEnvironment(): Environment {
  return process.env;
}
