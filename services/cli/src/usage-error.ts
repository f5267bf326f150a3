/** The command line is wrong in a way only the command can tell; the message says how. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
