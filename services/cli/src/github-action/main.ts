import { runAction } from './run-action.js';

// The entry of the Action's bundle (scripts/github-action/dist/index.mjs), which the runner starts.
process.exitCode = await runAction(process.env, process.stdout);
