import cliProgress from 'cli-progress';
import { STAGES, type AnalysisProgress } from '@signpost/contracts';
import type { Colors, OutputStream } from './output.js';

export interface ProgressReporter {
  update(progress: AnalysisProgress): void;
  /** Ends the report: a terminal's bar is cleared, so what follows starts on a clean line. */
  stop(): void;
}

/** Off a terminal, a line at each change of stage, and within one at most this often. */
export const PLAIN_LINE_INTERVAL_MS = 5_000;

const pages = (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`;

/** The stage's name and its counts so far: pages found (and read) rise while discovery runs. */
export function describeProgress(progress: AnalysisProgress): { stage: string; detail: string } {
  const stage = STAGES.find((definition) => definition.id === progress.stage)?.label ?? progress.stage;
  const { pagesFound: found, pagesFetched: read, pagesScored: scored } = progress;
  switch (progress.stage) {
    case 'discovery':
      return { stage, detail: read > 0 ? `${pages(found)} found, ${read} read` : `${pages(found)} found` };
    case 'content-fetch':
      return { stage, detail: `${read} of ${pages(found)} read` };
    case 'ai-analysis':
      return { stage, detail: `${scored} of ${pages(read)} scored` };
    case 'finalization':
      return { stage, detail: `${pages(scored)} scored` };
  }
}

/** A bar redrawn in place on one line (cli-progress), its cursor restored on Ctrl-C. */
function terminalBar(stream: OutputStream, colors: Colors): ProgressReporter {
  const bar = new cliProgress.SingleBar({
    stream: stream as NodeJS.WritableStream,
    format: `${colors.cyan('{bar}')} {percentage}%  ${colors.bold('{stage}')}  ${colors.dim('{detail}')}`,
    barsize: 24,
    autopadding: true,
    barCompleteChar: '█',
    barIncompleteChar: '░',
    hideCursor: true,
    clearOnComplete: true,
    gracefulExit: true,
  });
  let started = false;
  return {
    update(progress) {
      const payload = describeProgress(progress);
      if (started) bar.update(progress.percent, payload);
      else bar.start(100, progress.percent, payload);
      started = true;
    },
    stop: () => bar.stop(),
  };
}

/** Plain lines for a pipe or a CI log, which keep every line written: no escape codes, no redraws. */
function plainLines(stream: OutputStream, now: () => number): ProgressReporter {
  let lastStage: string | undefined;
  let lastLine = '';
  let lastAt = 0;
  return {
    update(progress) {
      const { stage, detail } = describeProgress(progress);
      const line = `[${String(progress.percent).padStart(3)}%] ${stage}: ${detail}`;
      const changedStage = progress.stage !== lastStage;
      if (line === lastLine || (!changedStage && now() - lastAt < PLAIN_LINE_INTERVAL_MS)) return;
      stream.write(`${line}\n`);
      lastStage = progress.stage;
      lastLine = line;
      lastAt = now();
    },
    stop: () => undefined,
  };
}

/**
 * A live bar on a terminal, plain lines anywhere else. `live: false` asks for the lines on a terminal
 * too (log lines would tear a bar); `now` is the clock the lines are spaced by.
 */
export function createProgressReporter(
  stream: OutputStream,
  colors: Colors,
  { live = stream.isTTY === true, now = Date.now }: { live?: boolean; now?: () => number } = {},
): ProgressReporter {
  return live ? terminalBar(stream, colors) : plainLines(stream, now);
}
