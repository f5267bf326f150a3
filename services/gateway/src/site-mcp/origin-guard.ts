import { AppError } from '@signpost/errors';

/**
 * Refuses a browser page of another origin (DNS-rebinding protection, as the MCP transport asks of a
 * server): agents and tools send no Origin, and Signpost's own pages send its public URL's.
 */
export function refuseForeignOrigin(origin: string | undefined, publicOrigin: string): void {
  if (origin === undefined || origin === publicOrigin) return;
  throw new AppError(
    'origin_refused',
    'This MCP server answers agents and tools, not pages of another website (their Origin is refused).',
  );
}
