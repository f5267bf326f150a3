import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { renderServiceEnvironment, type Config } from '@signpost/config';
import { AppError } from '@signpost/errors';
import { createRemoteRenderer, type PageRenderer } from '@signpost/render';

const RENDER_SERVICE_MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
/** Node start-up and the server's listen take well under this. */
const START_TIMEOUT_MS = 30_000;
/** After SIGTERM the child gets its render deadline to stop, then this much more before SIGKILL. */
const STOP_ALLOWANCE_MS = 2_000;

interface Running {
  child: ChildProcess;
  renderer: PageRenderer;
}

export interface RenderChild extends PageRenderer {
  /** The child's process id while it runs (tests read its environment through /proc). */
  pid(): number | undefined;
}

function waitForPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error('the render service did not start in time')),
      START_TIMEOUT_MS,
    );
    const onMessage = (message: unknown) => {
      const port = (message as { kind?: unknown; port?: unknown } | null)?.port;
      if ((message as { kind?: unknown } | null)?.kind !== 'listening' || typeof port !== 'number') return;
      cleanUp();
      resolve(port);
    };
    const onExit = (code: number | null) =>
      fail(new Error(`the render service exited (${code ?? 'signal'})`));
    const fail = (error: Error) => {
      cleanUp();
      child.kill('SIGKILL');
      reject(error);
    };
    const cleanUp = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      child.off('error', fail);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.once('error', fail);
  });
}

/**
 * The embedded process's renderer: the render service (services/render) as a child process started
 * on the first page that needs a browser, so Chromium never shares a process, or an environment,
 * with the database and the other secrets. The child is given an environment built from scratch
 * (renderServiceEnvironment) and a token made for this start, listens on a loopback port of the
 * system's choosing, and is started again on the next page if it dies.
 */
export function createRenderChild(config: Pick<Config, 'env' | 'log' | 'crawl' | 'render'>): RenderChild {
  let running: Promise<Running> | null = null;
  let current: ChildProcess | undefined;
  let closed = false;

  const start = async (): Promise<Running> => {
    const token = randomBytes(32).toString('base64url');
    const child = spawn(process.execPath, ['--max-semi-space-size=16', RENDER_SERVICE_MAIN], {
      env: renderServiceEnvironment(config, token),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Out of the terminal's process group: Ctrl-C stops this process, which stops the child after
      // its last render. Should this process die instead, the child sees its IPC channel close.
      detached: true,
    });
    current = child;
    child.once('exit', () => {
      running = null;
    });
    const port = await waitForPort(child);
    const renderer = createRemoteRenderer({
      serviceUrl: `http://127.0.0.1:${port}`,
      token,
      concurrency: config.render.concurrency,
      timeoutMs: config.render.timeoutMs,
    });
    return { child, renderer };
  };

  const started = (): Promise<Running> => {
    if (closed) return Promise.reject(new AppError('render_unavailable', 'The renderer is closed'));
    running ??= start().catch((error: unknown) => {
      running = null;
      throw new AppError('render_unavailable', 'The render service could not be started', { cause: error });
    });
    return running;
  };

  return {
    render: async (url, signal) => (await started()).renderer.render(url, signal),
    pid: () => (current?.exitCode === null && current.signalCode === null ? current.pid : undefined),
    async close() {
      closed = true;
      const child = await running?.then(({ child: started }) => started).catch(() => undefined);
      if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), config.render.timeoutMs + STOP_ALLOWANCE_MS);
      await exited;
      clearTimeout(forced);
    },
  };
}

/**
 * The renderer of a process that runs discovery itself (npm start, the CLI): a render child of its
 * own, unless RENDER_URL names a render service elsewhere or rendering is switched off.
 */
export function renderChildUnlessRemote(
  config: Pick<Config, 'env' | 'log' | 'crawl' | 'render'>,
): RenderChild | undefined {
  return config.render.serviceUrl === undefined && config.render.concurrency > 0
    ? createRenderChild(config)
    : undefined;
}
