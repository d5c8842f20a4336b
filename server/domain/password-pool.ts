import type { ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Password hashing (scrypt) on a bounded pool of worker threads (docs/api.md "Password hashing").
 * Node's async scrypt runs on libuv's small shared thread pool (4 threads), where a burst of
 * hashes also delays every file read and DNS lookup of the process; here hashes get their own
 * threads, at most `size` at once, and at most `maxQueue` wait: a full queue refuses at once
 * (PasswordPoolBusy, answered 4006) instead of queueing without end.
 */

export class PasswordPoolBusy extends Error {
  constructor() {
    super('Too many password checks at once');
    this.name = 'PasswordPoolBusy';
  }
}

export interface PasswordPool {
  derive(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer>;
  /** Hashes running and waiting. */
  readonly load: { running: number; waiting: number };
  close(): Promise<void>;
}

export interface PoolSize {
  size: number;
  maxQueue: number;
}

/** One thread per CPU, at most 4 (each OWASP hash holds 128 MiB while it runs). */
export const DEFAULT_POOL_SIZE: PoolSize = (() => {
  const size = Math.max(1, Math.min(availableParallelism(), 4));
  return { size, maxQueue: 16 * size };
})();

// Plain CommonJS run with `eval`, so the pool works the same under tsx, vitest and a build.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ password, salt, length, options }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, length, options) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});`;

interface Job {
  input: { password: string; salt: Buffer; length: number; options: ScryptOptions };
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

export function createPasswordPool({ size, maxQueue }: PoolSize = DEFAULT_POOL_SIZE): PasswordPool {
  const slots: Slot[] = [];
  const waiting: Job[] = [];
  let closed = false;

  const spawn = (): Slot => {
    const slot: Slot = { worker: new Worker(WORKER_SOURCE, { eval: true }), job: null };
    slot.worker.unref();
    slot.worker.on('message', (message: { key?: Uint8Array; error?: string }) => {
      const job = slot.job;
      slot.job = null;
      slot.worker.unref();
      if (job) {
        if (message.key) job.resolve(Buffer.from(message.key));
        else job.reject(new Error(message.error ?? 'scrypt failed'));
      }
      next();
    });
    // A crashed worker fails its job and is replaced by the next one needed.
    const fail = (error: Error) => {
      slots.splice(slots.indexOf(slot), 1);
      slot.job?.reject(error);
      slot.job = null;
      if (!closed) next();
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => {
      if (slots.includes(slot)) fail(new Error(`password worker exited with ${code}`));
    });
    slots.push(slot);
    return slot;
  };

  const next = (): void => {
    while (waiting.length > 0) {
      const slot = slots.find((candidate) => candidate.job === null) ?? (slots.length < size ? spawn() : null);
      if (!slot) return;
      const job = waiting.shift()!;
      slot.job = job;
      // Held while it works, so a process waiting for a hash (the CLI) does not exit meanwhile.
      slot.worker.ref();
      slot.worker.postMessage(job.input);
    }
  };

  return {
    derive(password, salt, length, options) {
      if (closed) return Promise.reject(new Error('The password pool is closed'));
      const running = slots.filter((slot) => slot.job !== null).length;
      if (running >= size && waiting.length >= maxQueue) return Promise.reject(new PasswordPoolBusy());
      return new Promise<Buffer>((resolve, reject) => {
        waiting.push({ input: { password, salt, length, options }, resolve, reject });
        next();
      });
    },
    get load() {
      return { running: slots.filter((slot) => slot.job !== null).length, waiting: waiting.length };
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error('The password pool is closed'));
      await Promise.all(
        slots.splice(0).map((slot) => {
          slot.job?.reject(new Error('The password pool is closed'));
          return slot.worker.terminate();
        }),
      );
    },
  };
}
