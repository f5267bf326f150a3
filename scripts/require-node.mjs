// Runs before npm install, start and test so that an older Node stops at once with one line
// instead of failing minutes later inside a dependency. It must therefore parse and run on every
// Node that can load an ES module: no syntax newer than ES2018, no `node:` import prefix.
import { readFileSync } from 'fs';

const engine = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;
const required = (/^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(engine) || []).slice(1, 4).map(Number);
if (required.length === 0 || Number.isNaN(required[0])) {
  throw new Error(`scripts/require-node.mjs understands only ">=x.y.z" engines, not "${engine}"`);
}
const current = process.versions.node.split('.').map(Number);

function isOlder() {
  for (let i = 0; i < 3; i += 1) {
    const wanted = Number.isNaN(required[i]) ? 0 : required[i];
    if (current[i] !== wanted) return current[i] < wanted;
  }
  return false;
}

if (isOlder()) {
  const wanted = required.filter((part) => !Number.isNaN(part)).join('.');
  console.error(
    `Signpost needs Node.js ${wanted} or newer (this is ${process.version}). ` +
      'Install it from https://nodejs.org or run `nvm install` in this folder.',
  );
  process.exit(1);
}
