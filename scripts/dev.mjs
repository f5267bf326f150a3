// Local development: the API (all services in one process on the embedded defaults) on :3000 and the
// Vite dev server with hot reload on :5173, which proxies /api to it.
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('npx', ['turbo', 'run', 'build', '--filter=!@signpost/web'], {
  stdio: 'inherit',
  env: { TURBO_TELEMETRY_DISABLED: '1', ...process.env },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  // The flag npm start runs it with (services/all-in-one/src/main.ts says why).
  spawn(process.execPath, ['--max-semi-space-size=16', 'services/all-in-one/dist/main.js'], {
    stdio: 'inherit',
    env: { SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@signpost/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) stop();
  });
