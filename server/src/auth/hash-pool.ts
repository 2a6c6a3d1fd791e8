import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** What a hashing thread is asked to do: the binding's synchronous calls, with their arguments. */
export type HashTask = { op: 'hash'; password: string; options: object } | { op: 'verify'; stored: string; password: string };

type Reply = { value?: string | boolean; error?: string };
/** What every task the pool will no longer answer fails with. */
const stopped = () => new Error('The password hashing threads have been stopped');

type Pending = { task: HashTask; resolve: (value: string | boolean) => void; reject: (error: Error) => void };

/**
 * A hashing thread: loads the argon2 binding, lowers its own scheduling priority (Linux: a
 * thread's nice value is its own, and raising it needs no privilege) and answers tasks one at a
 * time. CommonJS evaluated by the worker, so that the source and the bundle start the same code.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const argon2 = require(workerData.binding);
if (workerData.lower) {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, 19);
}
parentPort.on('message', (task) => {
  try {
    const value = task.op === 'hash' ? argon2.hashSync(task.password, task.options) : argon2.verifySync(task.stored, task.password);
    parentPort.postMessage({ value });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

/**
 * Password hashes on threads of their own, at the lowest priority the system gives.
 *
 * A hash holds a core for ~15-30 ms. The main thread answers every other request, so it must
 * win whenever it wants a core: on Linux the hashing threads run at nice 19, and the scheduler
 * hands the main thread a core as soon as it has work. That lets every core hash (40 logins/s
 * need more than one on a 2-core machine with ~20 ms hashes) while a catalogue read still
 * answers at once. Where a thread's priority cannot be lowered, one core is left to the main
 * thread instead (one thread fewer than cores, at least one).
 *
 * Threads start with the first hash and stay (unreferenced: they never keep the process alive);
 * `close()` ends them. A thread that dies fails its task and is replaced by the next one.
 */
export class HashPool {
  private readonly lower = process.platform === 'linux' && existsSync('/proc/thread-self');
  readonly width: number;
  private readonly binding = createRequire(import.meta.url).resolve('@node-rs/argon2');
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly queue: Pending[] = [];
  private started = 0;
  private closed = false;

  constructor(width?: number) {
    const cores = availableParallelism();
    this.width = width ?? (this.lower ? cores : Math.max(1, cores - 1));
  }

  run(task: HashTask): Promise<string | boolean> {
    if (this.closed) return Promise.reject(stopped());
    return new Promise((resolve, reject) => {
      this.queue.push({ task, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends the threads; tasks not yet answered fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(stopped());
    for (const pending of this.busy.values()) pending.reject(stopped());
    const workers = [...this.idle.splice(0), ...this.busy.keys()];
    this.busy.clear();
    this.started = 0;
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.started < this.width ? this.spawn() : undefined);
      if (!worker) return;
      const pending = this.queue.shift()!;
      this.busy.set(worker, pending);
      worker.ref();
      worker.postMessage(pending.task);
    }
  }

  private spawn(): Worker {
    this.started += 1;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { binding: this.binding, lower: this.lower } });
    worker.on('message', (reply: Reply) => {
      const pending = this.busy.get(worker);
      if (!pending) return;
      this.busy.delete(worker);
      worker.unref();
      this.idle.push(worker);
      if (reply.error !== undefined) pending.reject(new Error(reply.error));
      else pending.resolve(reply.value!);
      this.dispatch();
    });
    let gone = false;
    const lost = (error: Error) => {
      if (gone || this.closed) return;
      gone = true;
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      this.started -= 1;
      pending?.reject(error);
      this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`A password hashing thread stopped (exit code ${code})`)));
    return worker;
  }
}
