#!/usr/bin/env node
import '@signpost/db/wasm-baseline-only';
import { run } from './cli.js';

process.exitCode = await run(
  process.argv.slice(2),
  { out: process.stdout, err: process.stderr },
  process.env,
);
