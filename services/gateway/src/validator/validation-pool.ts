import { Worker } from 'node:worker_threads';
import { AppError, serviceUnavailable } from '@signpost/errors';
import type { ValidationSteps } from '@signpost/llmstxt';
import type { ReadinessSteps } from '@signpost/readiness';
import { WORKER_READY, type StepName, type StepReply, type StepRequest } from './validation-protocol.js';

export interface ValidationPoolOptions {
  /** How long one step may run on its thread before the thread is stopped. */
  deadlineMs: number;
  threads: number;
  /** Steps waiting for a thread beyond this many are refused (503) rather than queued without end. */
  maxWaiting: number;
  /** A thread with nothing to do for this long is stopped, so an idle server holds no extra heaps. */
  idleMs?: number;
}

/**
 * The worker's entry beside this module: the compiled file in dist; under vitest, which runs the
 * gateway from its TypeScript sources, a loader that lets Node run those sources in the thread.
 */
const WORKER_ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./worker-from-source.ts', import.meta.url)
  : new URL('./validation-worker.js', import.meta.url);
/** A pasted file of 2 MiB parses into a few tens of megabytes; a thread never needs more than this. */
const THREAD_HEAP_MB = 256;
const DEFAULT_IDLE_MS = 60_000;

interface Job {
  step: StepName;
  args: unknown[];
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

const tooSlow = (deadlineMs: number) =>
  new AppError(
    'validation_too_slow',
    `Checking this llms.txt took longer than the ${deadlineMs / 1000} s the validator allows. Shorten its longest lines or split the file, then try again.`,
  );

const tooLarge = () =>
  new AppError(
    'validation_too_slow',
    'Checking this llms.txt needs more memory than the validator allows. Shorten the file, then try again.',
  );

/**
 * Runs the CPU-bound steps of the validator and of the readiness report (every reading of what a
 * site or a caller sends) on a few worker threads, one step per thread at a time, so a slow input
 * holds one thread and never the server's event loop. A step past its deadline is
 * answered with `validation_too_slow` and its thread is terminated (a regular expression stuck in
 * backtracking cannot be interrupted any other way); the next step starts a fresh thread.
 */
export class ValidationPool implements ValidationSteps, ReadinessSteps {
  readonly #options: Required<ValidationPoolOptions>;
  readonly #threads = new Set<Thread>();
  readonly #waiting: Job[] = [];
  #nextId = 0;
  #closed = false;

  constructor(options: ValidationPoolOptions) {
    this.#options = { idleMs: DEFAULT_IDLE_MS, ...options };
  }

  validateText = (...args: Parameters<ValidationSteps['validateText']>) =>
    this.#run('validateText', args) as ReturnType<ValidationSteps['validateText']>;
  checkContent = (...args: Parameters<ValidationSteps['checkContent']>) =>
    this.#run('checkContent', args) as ReturnType<ValidationSteps['checkContent']>;
  reviewRobots = (...args: Parameters<ValidationSteps['reviewRobots']>) =>
    this.#run('reviewRobots', args) as ReturnType<ValidationSteps['reviewRobots']>;
  robotsDisallowed = (...args: Parameters<ValidationSteps['robotsDisallowed']>) =>
    this.#run('robotsDisallowed', args) as ReturnType<ValidationSteps['robotsDisallowed']>;
  declaredSitemaps = (...args: Parameters<ValidationSteps['declaredSitemaps']>) =>
    this.#run('declaredSitemaps', args) as ReturnType<ValidationSteps['declaredSitemaps']>;
  sitemapLocations = (...args: Parameters<ValidationSteps['sitemapLocations']>) =>
    this.#run('sitemapLocations', args) as ReturnType<ValidationSteps['sitemapLocations']>;
  readPage = (...args: Parameters<ReadinessSteps['readPage']>) =>
    this.#run('readPage', args) as ReturnType<ReadinessSteps['readPage']>;
  readMarkdown = (...args: Parameters<ReadinessSteps['readMarkdown']>) =>
    this.#run('readMarkdown', args) as ReturnType<ReadinessSteps['readMarkdown']>;
  readLlmsTxt = (...args: Parameters<ReadinessSteps['readLlmsTxt']>) =>
    this.#run('readLlmsTxt', args) as ReturnType<ReadinessSteps['readLlmsTxt']>;
  readSitemap = (...args: Parameters<ReadinessSteps['readSitemap']>) =>
    this.#run('readSitemap', args) as ReturnType<ReadinessSteps['readSitemap']>;
  readRobots = (...args: Parameters<ReadinessSteps['readRobots']>) =>
    this.#run('readRobots', args) as ReturnType<ReadinessSteps['readRobots']>;
  matchRobots = (...args: Parameters<ReadinessSteps['matchRobots']>) =>
    this.#run('matchRobots', args) as ReturnType<ReadinessSteps['matchRobots']>;

  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#waiting.splice(0)) job.reject(serviceUnavailable('The server is shutting down.'));
    await Promise.all([...this.#threads].map((thread) => this.#stop(thread)));
  }

  #run(step: StepName, args: unknown[]): Promise<unknown> {
    if (this.#closed) return Promise.reject(serviceUnavailable('The server is shutting down.'));
    if (this.#waiting.length >= this.#options.maxWaiting) {
      return Promise.reject(serviceUnavailable('The validator is busy. Please try again in a moment.'));
    }
    return new Promise((resolve, reject) => {
      this.#waiting.push({ step, args, resolve, reject });
      this.#dispatch();
    });
  }

  /** Hands waiting steps to ready threads, starting threads up to the pool's size. */
  #dispatch(): void {
    while (this.#waiting.length > 0) {
      const idle = [...this.#threads].find((thread) => thread.ready && thread.job === null);
      if (idle) {
        this.#start(idle, this.#waiting.shift() as Job);
        continue;
      }
      const starting = [...this.#threads].some((thread) => !thread.ready);
      if (!starting && this.#threads.size < this.#options.threads) this.#spawn();
      return;
    }
  }

  #start(thread: Thread, job: Job): void {
    if (thread.timer) clearTimeout(thread.timer);
    thread.job = job;
    thread.timer = setTimeout(() => {
      job.reject(tooSlow(this.#options.deadlineMs));
      void this.#stop(thread);
    }, this.#options.deadlineMs);
    const request: StepRequest = { id: this.#nextId++, step: job.step, args: job.args };
    thread.worker.postMessage(request);
  }

  #spawn(): void {
    const worker = new Worker(WORKER_ENTRY, {
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    });
    worker.unref();
    const thread: Thread = { worker, ready: false, job: null, timer: null };
    this.#threads.add(thread);
    worker.on('message', (message: StepReply | typeof WORKER_READY) => this.#receive(thread, message));
    worker.on('error', (error: Error & { code?: string }) => {
      const job = thread.job;
      thread.job = null;
      job?.reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLarge() : error);
    });
    worker.on('exit', () => this.#forget(thread));
  }

  #receive(thread: Thread, message: StepReply | typeof WORKER_READY): void {
    if (message === WORKER_READY) {
      thread.ready = true;
    } else {
      const job = thread.job;
      thread.job = null;
      if (thread.timer) clearTimeout(thread.timer);
      if (message.ok) job?.resolve(message.value);
      else job?.reject(new Error(`A validation step failed: ${message.message}`));
      thread.timer = setTimeout(() => void this.#stop(thread), this.#options.idleMs).unref();
    }
    this.#dispatch();
  }

  /** A thread gone (stopped, crashed or never started): its step, if any, fails; others go on. */
  #forget(thread: Thread): void {
    if (!this.#threads.delete(thread)) return;
    if (thread.timer) clearTimeout(thread.timer);
    thread.job?.reject(new Error('A validation thread stopped unexpectedly'));
    thread.job = null;
    if (!thread.ready) {
      // A thread that cannot even start would fail every step given to it.
      for (const job of this.#waiting.splice(0)) job.reject(new Error('A validation thread could not start'));
      return;
    }
    if (!this.#closed) this.#dispatch();
  }

  async #stop(thread: Thread): Promise<void> {
    thread.job = null;
    this.#forget(thread);
    await thread.worker.terminate();
  }
}
