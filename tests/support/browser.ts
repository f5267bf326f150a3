import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '@signpost/render';
import { freePort } from '@signpost/testing/servers';

const ALL_IN_ONE = fileURLToPath(new URL('../../services/all-in-one/dist/main.js', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface BrowserHarness {
  baseUrl: string;
  browser: Browser;
  /** The server's DATA_DIR: without SMTP its mail lands in `outbox/` there. */
  dataDir: string;
  close(): Promise<void>;
}

async function waitForHealth(url: string, app: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`server exited with ${app.exitCode}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

/**
 * The built all-in-one server on its embedded defaults (a data folder of its own, loopback crawling
 * allowed) and headless system Chromium: the product as a person meets it.
 */
export async function startBrowserHarness(env: Record<string, string> = {}): Promise<BrowserHarness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'signpost-browser-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The flag npm start runs it with (services/all-in-one/src/main.ts says why).
  const app = spawn(process.execPath, ['--max-semi-space-size=16', ALL_IN_ONE], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stopApp = async () => {
    if (app.exitCode === null) {
      app.kill('SIGTERM');
      await new Promise((resolve) => app.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, app);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    return {
      baseUrl,
      browser,
      dataDir,
      close: async () => {
        await browser.close();
        await stopApp();
      },
    };
  } catch (error) {
    await stopApp();
    throw error;
  }
}
