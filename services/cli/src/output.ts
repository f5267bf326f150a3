import type { Readable, Writable } from 'node:stream';
import pc from 'picocolors';

/** A stream the command writes to; a terminal's knows its width. */
export interface OutputStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): boolean;
}

/** Where a command writes: results to `out`, progress, logs and problems to `err`. */
export interface CommandOutput {
  out: OutputStream;
  err: OutputStream;
  /** The process's own stdin and stdout, for a command that speaks a protocol over them. */
  protocol?: { input: Readable; output: Writable };
}

export type Colors = ReturnType<typeof pc.createColors>;

/** What a command prints through: its streams, each with the colours it may use. */
export interface Terminal extends CommandOutput {
  outColors: Colors;
  errColors: Colors;
}

export const EXIT_OK = 0;
/** The file is not valid, the score is under the threshold, or the check or analysis failed. */
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/**
 * Colour as the conventions have it (no-color.org, FORCE_COLOR): NO_COLOR set to anything turns it
 * off, FORCE_COLOR turns it on (off when "0" or "false"), and otherwise only a terminal gets it, so
 * a pipe or a file never holds escape codes.
 */
export function usesColor(stream: OutputStream, env: Record<string, string | undefined>): boolean {
  if (env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '') return false;
  const forced = env['FORCE_COLOR'];
  if (forced !== undefined) return forced !== '0' && forced !== 'false';
  return stream.isTTY === true && env['TERM'] !== 'dumb';
}

export function terminalOf(output: CommandOutput, env: Record<string, string | undefined>): Terminal {
  return {
    ...output,
    outColors: pc.createColors(usesColor(output.out, env)),
    errColors: pc.createColors(usesColor(output.err, env)),
  };
}
