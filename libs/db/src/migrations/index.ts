import type { Migration } from 'kysely/migration';
import * as initial from './0001_initial.js';

/** Every migration, in order. Listed statically so the compiled services need no directory scan. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
};
