// Health probe for container runtimes that run a command (docker compose): the slim Node image has no
// curl or wget. Exits 0 when the URL answers 2xx within the timeout, 1 otherwise, 2 on bad usage.
const [url, timeoutArgument = '3000'] = process.argv.slice(2);
const timeoutMs = Number(timeoutArgument);

if (!url || !Number.isInteger(timeoutMs) || timeoutMs <= 0) {
  process.stderr.write('usage: node infra/healthcheck.mjs <url> [timeout-ms]\n');
  process.exit(2);
}

try {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  // Only the status matters; never read an unbounded body.
  await response.body?.cancel();
  process.exit(response.ok ? 0 : 1);
} catch (error) {
  process.stderr.write(`${url}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
