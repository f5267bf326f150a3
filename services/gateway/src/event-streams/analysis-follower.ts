import type { AnalysisRecord } from '@signpost/contracts';
import type { QuotaConfig } from '@signpost/config';
import { AppError } from '@signpost/errors';
import type { ProgressChannel } from '@signpost/queue';
import type { Caller } from '@signpost/usage';
import type { AnalysisService } from '../analyses/analysis-service.js';
import type { SlotClaim, StreamSlot, StreamSlots } from './stream-slots.js';

/** How often an open stream says it is alive, to the client and to the shared count. */
export const HEARTBEAT_MS = 15_000;
/** A shared count forgets a stream that missed two heartbeats (its gateway is gone). */
export const STREAM_LEASE_MS = 2 * HEARTBEAT_MS + 5_000;

const tooManyStreams = () =>
  new AppError(
    'rate_limited',
    'Too many progress streams are open. Close another page following an analysis, or read ' +
      '/api/analysis/{id} instead.',
    { headers: { 'retry-after': String(HEARTBEAT_MS / 1000) } },
  );

/** Each open stream counts against its account, when signed in, and against its client address. */
function claimsOf(caller: Caller, quotas: QuotaConfig): SlotClaim[] {
  if (caller.kind === 'operator') return [];
  const claims = [{ key: `address:${caller.clientAddress}`, limit: quotas.eventStreamsPerAddress }];
  if (caller.kind === 'account') {
    claims.push({ key: `account:${caller.account.id}`, limit: quotas.eventStreamsPerAccount });
  }
  return claims;
}

/** One caller following one analysis: its record now, how to read it again, and when it changes. */
export interface AnalysisFollow {
  first: AnalysisRecord;
  read(): Promise<AnalysisRecord>;
  /** Calls back on each progress nudge; the answer stops it. */
  onProgress(nudged: () => void): () => void;
  /** The stream's place in its caller's counts, held until released. */
  slot: StreamSlot;
}

export interface AnalysisFollowerDeps {
  analyses: AnalysisService;
  progress: ProgressChannel;
  slots: StreamSlots;
  quotas: QuotaConfig;
}

/**
 * Lets callers follow analyses as they change. A follow holds a place in its caller's counts until it
 * is released (429 when they are full), so one caller cannot hold an unbounded number of streams open.
 */
export class AnalysisFollower {
  constructor(private readonly deps: AnalysisFollowerDeps) {}

  async follow(caller: Caller, id: string): Promise<AnalysisFollow> {
    const { analyses, progress } = this.deps;
    const first = await analyses.get(caller, id);
    const slot = await this.hold(caller);
    return {
      first,
      read: () => analyses.get(caller, id),
      onProgress: (nudged) => progress.subscribe(id, nudged),
      slot,
    };
  }

  /**
   * A place in the caller's counts alone, for a follower that starts the analysis it follows (an MCP
   * tool call): taken first, a refusal costs the caller no analysis.
   */
  async hold(caller: Caller): Promise<StreamSlot> {
    const slot = await this.deps.slots.take(claimsOf(caller, this.deps.quotas));
    if (!slot) throw tooManyStreams();
    return slot;
  }
}
