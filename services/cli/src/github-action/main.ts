import { processEnvironment } from '@signpost/config/process-environment';
import { runAction } from './run-action.js';

// The entry of the Action's bundle (scripts/github-action/dist/index.mjs), which the runner starts.
process.exitCode = await runAction(processEnvironment(), process.stdout);
