import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's Postgres keeps its stock 128 MB of shared buffers inside the process's own memory, which
 * is most of what the embedded default weighs. One user's analyses touch a few megabytes at a time,
 * and the data folder is read through the operating system's page cache anyway.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
