import { spawn } from 'node:child_process';
import { waitFor } from './servers.js';

/**
 * A bare Fastify process answering every GET of `route` with the same bytes the gateway sends: the
 * ceiling for the framework on this machine, against which a gateway route is measured.
 */
export async function startBareRoute(
  route: string,
  body: string,
  contentType: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const script = `
    import Fastify from 'fastify';
    const app = Fastify();
    app.get(process.env.ROUTE, (request, reply) => reply.type(process.env.TYPE).send(process.env.BODY));
    await app.listen({ port: 0, host: '127.0.0.1' });
    process.stdout.write(String(app.server.address().port) + '\\n');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env['PATH'] ?? '', BODY: body, ROUTE: route, TYPE: contentType },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let port = '';
  child.stdout.on('data', (chunk: Buffer) => (port += chunk.toString()));
  await waitFor(async () => port.endsWith('\n'), 30_000);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: `http://127.0.0.1:${port.trim()}`,
    close: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
