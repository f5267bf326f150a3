import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The built all-in-one server: `npm start`'s process. */
export const ALL_IN_ONE = fileURLToPath(new URL('../../services/all-in-one/dist/main.js', import.meta.url));

/** Resolves once the server answers /healthz; fails as soon as its process exits. */
export async function waitForHealth(url: string, app: ChildProcess, timeoutMs = 90_000): Promise<void> {
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
