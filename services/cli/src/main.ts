#!/usr/bin/env node
import '@signpost/db/wasm-baseline-only';
import { processEnvironment } from '@signpost/config/process-environment';
import { run } from './cli.js';

process.exitCode = await run(
  process.argv.slice(2),
  {
    out: process.stdout,
    err: process.stderr,
    protocol: { input: process.stdin, output: process.stdout },
  },
  processEnvironment(),
);
