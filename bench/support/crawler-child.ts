import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface CrawlerRun {
  pages: string[];
  extracted: number;
  wallMs: number;
  maxRssKb: number;
  /** CPU time the crawler process used, user and system (Signpost's child only). */
  cpuMs?: number;
}

const CHILD_TIMEOUT_MS = 600_000;

/**
 * Runs one crawler script of bench/support in a child process (its peak RSS is then its own) with
 * Node's type stripping. Signpost's child imports the built libraries: `npx tsc -b libs/discovery
 * libs/extraction` first.
 */
export function runChild(script: string, input: object, nodeFlags: string[] = []): Promise<CrawlerRun> {
  const path = fileURLToPath(new URL(`./${script}`, import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeFlags, path, JSON.stringify(input)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), CHILD_TIMEOUT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line) as CrawlerRun);
      else reject(new Error(`${script} exited with ${code}: ${err.slice(-2000)}`));
    });
  });
}

/** The heap caps the image gives every service (infra/Dockerfile); without them V8 lets garbage grow past 300 MB here. */
export const DEPLOYED_NODE_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=16'];
