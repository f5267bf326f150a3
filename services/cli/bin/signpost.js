#!/usr/bin/env node
// A committed entry so npm links the `signpost` command at install time, before anything is built.
//
// V8 reads the young generation's size only from the command line: left to itself on a machine with
// plenty of memory it grows to two 64 MB halves that stay resident once touched. So the command runs
// in a node of its own with the flag (as `npm start` does), unless it was started with it already.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const NODE_FLAGS = ['--max-semi-space-size=16'];

if (NODE_FLAGS.every((flag) => process.execArgv.includes(flag))) {
  await import('../dist/main.js');
} else {
  const child = spawn(
    process.execPath,
    [...process.execArgv, ...NODE_FLAGS, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  // Ctrl-C reaches both processes; a signal sent to this one alone is passed on, and the command
  // ends the way the child did.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.once('error', (error) => {
    process.stderr.write(`signpost: ${error.message}\n`);
    process.exitCode = 1;
  });
  child.once('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else process.exitCode = code ?? 1;
  });
}
