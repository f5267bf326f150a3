import { execFile } from 'node:child_process';
import { globSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const CONFORMANCE_CLI = join(
  dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/package.json')),
  'dist/index.js',
);
/** One run of the suite's command: a few seconds, most of them loading it, longer on a loaded machine. */
export const CONFORMANCE_RUN_MS = 60_000;

export interface ConformanceCheck {
  id: string;
  status: string;
}

/**
 * Runs one server scenario of the MCP project's conformance suite against the server at `url`, and
 * answers the checks it judged (its informational ones left out).
 */
export async function runConformanceScenario(url: string, scenario: string): Promise<ConformanceCheck[]> {
  const results = mkdtempSync(join(tmpdir(), 'mcp-conformance-'));
  try {
    await promisify(execFile)(
      process.execPath,
      [CONFORMANCE_CLI, 'server', '--url', url, '--scenario', scenario, '-o', results],
      { timeout: CONFORMANCE_RUN_MS },
    );
    return globSync('**/checks.json', { cwd: results })
      .flatMap((file) => JSON.parse(readFileSync(join(results, file), 'utf8')) as ConformanceCheck[])
      .filter((check) => check.status !== 'INFO');
  } finally {
    rmSync(results, { recursive: true, force: true });
  }
}
