import type { AnalysisRecord } from '@signpost/contracts';

/** How a tool call reads analyses and hears of their changes while it waits on one. */
export interface AnalysisFollowing {
  /** The record as GET /api/analysis/{id} answers it. */
  read(analysisId: string): Promise<AnalysisRecord>;
  /** Calls back whenever the analysis may have changed; answers the function that stops it. */
  onChange(analysisId: string, changed: () => void): () => void;
  /** Gives back what following held (the gateway counts open follows per caller). */
  close(): Promise<void>;
}

/**
 * A change notice can be lost (a Redis connection that drops and comes back), and a lost last notice
 * would leave the call waiting for good: the record is also read this often.
 */
const SAFETY_READ_MS = 5_000;

/**
 * Waits until the analysis leaves processing, handing each record read on the way to `seen`. Reads
 * are one at a time; notices that arrive during a read make one more read after it, not one each.
 */
export function waitForAnalysis(
  following: Pick<AnalysisFollowing, 'read' | 'onChange'>,
  analysisId: string,
  seen: (record: AnalysisRecord) => Promise<void>,
  signal: AbortSignal,
): Promise<AnalysisRecord> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let reading = false;
    let readAgain = false;

    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      stopHearing();
      clearInterval(safetyReads);
      signal.removeEventListener('abort', abort);
      outcome();
    };
    const readNow = async () => {
      if (reading) {
        readAgain = true;
        return;
      }
      reading = true;
      try {
        do {
          readAgain = false;
          const record = await following.read(analysisId);
          if (settled) return;
          await seen(record);
          if (record.status !== 'processing') settle(() => resolve(record));
        } while (readAgain && !settled);
      } catch (error) {
        settle(() => reject(error));
      } finally {
        reading = false;
      }
    };
    const abort = () => settle(() => reject(signal.reason));

    signal.addEventListener('abort', abort, { once: true });
    const stopHearing = following.onChange(analysisId, () => void readNow());
    const safetyReads = setInterval(() => void readNow(), SAFETY_READ_MS);
    if (signal.aborted) abort();
    else void readNow();
  });
}
