/** Where the bar is drawn: a terminal stream (stderr), which knows its width. */
export interface TerminalStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): boolean;
}

export interface ProgressBar {
  update(fraction: number, label: string): void;
  /** Clears the bar's line so what follows starts clean. */
  stop(): void;
}

const BAR_WIDTH = 24;

/** Renders `[#####-----]  42%  label` on one line; draws nothing at all when not on a terminal. */
export function createProgressBar(stream: TerminalStream): ProgressBar {
  if (stream.isTTY !== true) return { update: () => undefined, stop: () => undefined };
  let drawn = '';
  return {
    update(fraction, label) {
      const clamped = Math.min(1, Math.max(0, fraction));
      const filled = Math.round(clamped * BAR_WIDTH);
      const percent = `${Math.round(clamped * 100)}%`.padStart(4);
      const line = `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${percent}  ${label}`;
      const fitted = line.slice(0, Math.max(10, (stream.columns ?? 80) - 1));
      if (fitted === drawn) return;
      drawn = fitted;
      stream.write(`\r\u001b[2K${fitted}`);
    },
    stop() {
      if (drawn !== '') stream.write('\r\u001b[2K');
      drawn = '';
    },
  };
}
