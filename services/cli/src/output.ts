/** Where a command writes: results to `out`, progress and problems to `err`. */
export interface CommandOutput {
  out: { write(text: string): boolean };
  err: { isTTY?: boolean; columns?: number; write(text: string): boolean };
}

export const EXIT_OK = 0;
/** The file is not valid, or the analysis failed. */
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;
