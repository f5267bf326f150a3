import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '@signpost/render';
import { freePort } from '@signpost/testing/servers';
import { ALL_IN_ONE, waitForHealth } from './all-in-one.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface BrowserHarness {
  baseUrl: string;
  browser: Browser;
  /** The server's DATA_DIR: without SMTP its mail lands in `outbox/` there. */
  dataDir: string;
  close(): Promise<void>;
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
