import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Argon2id on worker threads of their own, one per core up to four, each at a lower scheduling
 * priority (nice +10) than the threads that answer requests.
 *
 * Why: a hash is 15–20 ms of CPU, a read a fraction of one. On libuv's pool the hashes ran at the
 * priority of everything else, so with the cores busy hashing, a read, the gateway's call or the
 * event loop that answers a transfer waited behind them for the scheduler. At nice +10 the kernel
 * gives a thread that answers requests the core as soon as it wakes; the hashes take what is left,
 * and a burst of sign-ins or transfers can no longer hold up everybody else's requests.
 *
 * Linux sets the nice value per thread, so each worker lowers only itself. Elsewhere (where
 * `setpriority` would lower the whole process) the workers keep the normal priority.
 *
 * The worker's code is a string rather than a file so that it runs the same under tsx, vitest and
 * the compiled bundle: only Argon2's package is loaded in it, by the path resolved here.
 */
const NICE_INCREMENT = 10;

/**
 * Each hash in flight holds 19 MiB and each worker some 5 MB: at most four, as many as libuv's
 * pool ran before, so a burst of sign-ins on a large host cannot take a gigabyte.
 */
const MAX_DEFAULT_WORKERS = 4;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const argon2 = require(workerData.argon2Path);
if (process.platform === 'linux') {
  try { require('node:os').setPriority(0, workerData.niceIncrement); } catch {}
}
parentPort.on('message', (job) => {
  try {
    const value = job.kind === 'hash'
      ? argon2.hashSync(job.password, job.options)
      : argon2.verifySync(job.passwordHash, job.password);
    parentPort.postMessage({ value });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
});
`;

export type Argon2Job =
  | { kind: 'hash'; password: string; options: Record<string, number> }
  | { kind: 'verify'; passwordHash: string; password: string };

interface Pending {
  job: Argon2Job;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

export class Argon2Pool {
  readonly #size: number;
  readonly #argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');
  readonly #idle: Worker[] = [];
  readonly #running = new Map<Worker, Pending>();
  readonly #queue: Pending[] = [];
  #started = 0;

  constructor(size = Math.min(availableParallelism(), MAX_DEFAULT_WORKERS)) {
    if (!(Number.isInteger(size) && size >= 1)) throw new Error(`an Argon2 pool needs at least one worker, got ${size}`);
    this.#size = size;
  }

  run(job: Argon2Job & { kind: 'hash' }): Promise<string>;
  run(job: Argon2Job & { kind: 'verify' }): Promise<boolean>;
  run(job: Argon2Job): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ job, resolve, reject });
      this.#dispatch();
    });
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const worker = this.#idle.pop() ?? (this.#started < this.#size ? this.#spawn() : undefined);
      if (!worker) return;
      const pending = this.#queue.shift()!;
      this.#running.set(worker, pending);
      // A worker keeps the process alive only while it holds a job (the operator CLI awaits one).
      worker.ref();
      worker.postMessage(pending.job);
    }
  }

  #spawn(): Worker {
    this.#started++;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { argon2Path: this.#argon2Path, niceIncrement: NICE_INCREMENT },
    });
    worker.on('message', (reply: { value?: unknown; error?: string }) => {
      const pending = this.#running.get(worker);
      if (!pending) throw new Error('an Argon2 worker answered a job it was not given');
      this.#running.delete(worker);
      worker.unref();
      this.#idle.push(worker);
      if (reply.error !== undefined) pending.reject(new Error(reply.error));
      else pending.resolve(reply.value);
      this.#dispatch();
    });
    // A worker that dies takes its job with it: fail that job, and let the next one start another.
    const lost = (error: Error) => {
      const pending = this.#running.get(worker);
      this.#running.delete(worker);
      const idleAt = this.#idle.indexOf(worker);
      if (idleAt >= 0) this.#idle.splice(idleAt, 1);
      this.#started--;
      pending?.reject(error);
      this.#dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => {
      if (this.#running.has(worker) || this.#idle.includes(worker)) lost(new Error(`an Argon2 worker exited (${code})`));
    });
    return worker;
  }
}
