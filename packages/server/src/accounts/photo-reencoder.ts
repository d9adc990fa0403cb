import { Worker } from 'node:worker_threads';
import { AppError } from '../domain/errors.ts';
import { ImageRejected, type ReencodedImage } from './images.ts';
import type { WorkerAnswer } from './photo-worker.ts';

/**
 * Re-encodes profile photos in a worker thread, one at a time (decision 0033): decoding a 16 MP image
 * takes the better part of a second of CPU and 64 MB of pixels (pngjs holds ~4 copies), which on the
 * event loop would hold up every other request. Each photo gets a new worker, ended when it answers,
 * so its memory is given back at once and nothing of one photo outlives it. Later photos wait their
 * turn in a short queue; more are refused at once. A worker that crashes or takes too long is ended
 * and its photo refused with a clear message.
 */

export interface PhotoReencoderOptions {
  /** Photos that may wait while one is re-encoded (default 8); more are refused (503). */
  maxWaiting?: number;
  /** A photo taking longer (default 60 s; a 16 MP JPEG takes ~3.5 s) ends its worker and is refused. */
  timeoutMs?: number;
  /** The worker's module; tests give a faulty one. */
  workerUrl?: URL;
  /** Where a worker's failure is reported (the server's log). */
  log?: { error: (details: object, message: string) => void };
}

interface Job {
  data: Uint8Array;
  resolve: (image: ReencodedImage) => void;
  reject: (error: Error) => void;
}

/** `photo-worker` beside this module: TypeScript under tsx and vitest, `dist/photo-worker.js` built. */
function photoWorkerUrl() {
  // A variable, not a literal: the bundler would otherwise copy the source file as an asset.
  const file = import.meta.url.endsWith('.ts') ? 'photo-worker.ts' : 'photo-worker.js';
  return new URL(file, import.meta.url);
}

function startWorker(url: URL) {
  if (!url.pathname.endsWith('.ts')) return new Worker(url);
  // Node 20 runs no TypeScript, and a worker does not get tsx's loader from its parent (not even
  // under tsx): the worker registers it before loading its module.
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  return new Worker(
    `import(${tsx}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`,
    { eval: true },
  );
}

const busy = () =>
  new AppError(
    'unavailable',
    'Too many photos are being processed right now. Try again in a minute.',
    undefined,
    { retryAfterSeconds: 60 },
  );
const crashed = () =>
  new AppError(
    'unavailable',
    'The photo could not be processed. Try again, or use another photo.',
    undefined,
    { retryAfterSeconds: 10 },
  );
const tooSlow = () =>
  new AppError(
    'unavailable',
    'The photo took too long to process. Try again, or use a smaller photo.',
    undefined,
    { retryAfterSeconds: 10 },
  );

export class PhotoReencoder {
  readonly #maxWaiting: number;
  readonly #timeoutMs: number;
  readonly #workerUrl: URL;
  readonly #log: PhotoReencoderOptions['log'];
  readonly #waiting: Job[] = [];
  /** The worker of the photo being re-encoded, and how to end it with an outcome. */
  #running: { worker: Worker; settle: (outcome: (job: Job) => void) => void } | undefined;
  #closed = false;

  constructor(options: PhotoReencoderOptions = {}) {
    this.#maxWaiting = options.maxWaiting ?? 8;
    this.#timeoutMs = options.timeoutMs ?? 60_000;
    this.#workerUrl = options.workerUrl ?? photoWorkerUrl();
    this.#log = options.log;
  }

  /**
   * The photo's pixels in a new file (see `reencodeImage`), once its turn comes. Rejects with
   * ImageRejected for what `reencodeImage` refuses, and with an AppError (503) when too many photos
   * wait or the worker fails.
   */
  reencode(data: Uint8Array): Promise<ReencodedImage> {
    if (this.#closed) return Promise.reject(crashed());
    if (this.#running && this.#waiting.length >= this.#maxWaiting) {
      return Promise.reject(busy());
    }
    return new Promise((resolve, reject) => {
      this.#waiting.push({ data, resolve, reject });
      this.#next();
    });
  }

  /** Ends the running worker; the photos still waiting are refused. */
  async close() {
    this.#closed = true;
    for (const job of this.#waiting.splice(0)) job.reject(crashed());
    this.#running?.settle((job) => job.reject(crashed()));
    await this.#running?.worker.terminate();
  }

  #next() {
    if (this.#running || this.#closed) return;
    const job = this.#waiting.shift();
    if (!job) return;
    const worker = startWorker(this.#workerUrl);
    let settled = false;
    const settle = (outcome: (job: Job) => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timeout);
      outcome(job);
      // The next photo's worker starts once this one has ended and given its memory back.
      void worker.terminate().finally(() => {
        this.#running = undefined;
        this.#next();
      });
    };
    this.#running = { worker, settle };
    const timeout = setTimeout(() => {
      this.#log?.error({ timeoutMs: this.#timeoutMs }, 'photo re-encoding took too long');
      settle((stopped) => stopped.reject(tooSlow()));
    }, this.#timeoutMs);
    worker.on('message', (answer: WorkerAnswer) => {
      if ('failed' in answer) {
        this.#log?.error({ err: new Error(answer.failed) }, 'photo re-encoding failed');
      }
      settle((done) => {
        if ('image' in answer) {
          const { data } = answer.image;
          done.resolve({
            ...answer.image,
            data: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
          });
        } else if ('rejected' in answer) {
          done.reject(new ImageRejected(answer.rejected.reason, answer.rejected.message));
        } else done.reject(crashed());
      });
    });
    const lost = (details: object) => {
      if (settled) return; // ended here, on purpose
      this.#log?.error(details, 'the photo worker ended');
      settle((failed) => failed.reject(crashed()));
    };
    worker.on('error', (error) => lost({ err: error }));
    worker.on('exit', (code) => lost({ code }));
    worker.postMessage(job.data);
  }
}
