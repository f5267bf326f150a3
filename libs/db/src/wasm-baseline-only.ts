import { setFlagsFromString } from 'node:v8';

/**
 * The embedded database is Postgres compiled to WebAssembly. V8 compiles it twice by default, a
 * quick baseline and then an optimised tier for hot functions, and the second copy alone costs the
 * process about 150 MB. Its queries are small, so the baseline is fast enough. Imported first by
 * every entry that opens one (the all-in-one and its database child, the CLI, the build's template
 * maker), before anything can compile WebAssembly. Set at run time, the flag does not bring the
 * flags it implies on the command line, so those are set too.
 */
for (const flag of ['--liftoff-only', '--no-wasm-tier-up', '--no-wasm-dynamic-tiering']) {
  setFlagsFromString(flag);
}
