#!/usr/bin/env node
// A committed entry so npm links the `signpost` command at install time, before anything is built.
//
// V8 reads the sizes of its heap only from the command line. Left to itself on a machine with plenty
// of memory, the young generation grows to two 64 MB halves that stay resident once touched, and the
// old generation grows well ahead of what a run keeps alive. So the command runs in a node of its own
// with the limits `npm start` gives the server: young halves of 4 MB (on a 612-page documentation
// site the command held 406 MB with 8 MB halves, 373 MB with these, in no more time); a limit given
// on node's own command line is kept.
//
// glibc's malloc gives each thread that allocates an arena of its own, up to eight a core, and
// memory freed into an arena stays resident. The command's threads (the page thread, libuv's pool)
// held some 30 MB that way on that site: the child is limited to two arenas, unless the caller's
// environment names its own number.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { nodeVersionProblem } from './node-version.js';

const versionProblem = nodeVersionProblem(process.version);
if (versionProblem !== null) {
  process.stderr.write(`✖ ${versionProblem}\n`);
  process.exit(1);
}

const NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=256'];

const missingFlags = NODE_FLAGS.filter(
  (flag) => !process.execArgv.some((given) => given.startsWith(`${flag.split('=')[0]}=`)),
);

if (missingFlags.length === 0) {
  await import('../dist/main.js');
} else {
  const child = spawn(
    process.execPath,
    [...process.execArgv, ...missingFlags, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: 'inherit', env: { MALLOC_ARENA_MAX: '2', ...process.env } },
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
