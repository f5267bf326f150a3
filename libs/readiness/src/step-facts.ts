import { isAppError } from '@signpost/errors';

/**
 * A step's facts, or null when it could not read its input (past the deadline, out of memory, or
 * failing on it): one input too costly to read is a gap in the report, not the end of it. A step
 * refused a place in the queue (the server busy or shutting down) fails the whole report, which
 * can be asked for again.
 */
export async function factsOrNull<T>(step: () => Promise<T>): Promise<T | null> {
  try {
    return await step();
  } catch (error) {
    if (isAppError(error) && error.code === 'unavailable') throw error;
    return null;
  }
}
