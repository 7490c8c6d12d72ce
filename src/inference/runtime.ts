/**
 * Where ONNX Runtime sessions live. onnxruntime-node's `session.run` is
 * synchronous: run in the main thread, it stops everything else for the whole
 * batch. Run in a worker thread, the main thread reads, tokenises and batches
 * the next rows (and the student's) while the worker runs the current ones,
 * and sessions open while the main thread reads the data set.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type * as Ort from 'onnxruntime-node';

export type OrtModule = typeof Ort;

/** A tensor as it crosses threads: plain data, no runtime object. */
export interface RawTensor {
  type: Ort.Tensor.Type;
  data: Ort.Tensor.DataType;
  dims: readonly number[];
}

/** What the gate uses of an InferenceSession. */
export interface ModelSession {
  inputNames: readonly string[];
  inputMetadata: readonly Ort.InferenceSession.ValueMetadata[];
  outputNames: readonly string[];
  outputMetadata: readonly Ort.InferenceSession.ValueMetadata[];
  /** Runs one batch; `ms` is the runtime's own time for it, queueing left out. */
  run(
    feeds: Record<string, RawTensor>,
  ): Promise<{ outputs: Record<string, RawTensor>; ms: number }>;
  release(): Promise<void>;
}

export interface OrtRuntime {
  /** Opens a session on `executionProviders` given when the runtime was made. */
  open(file: string, options: Ort.InferenceSession.SessionOptions): Promise<ModelSession>;
}

/** Sessions in this thread: for tests, and for callers that hand in their own module. */
export function inThread(ort: OrtModule, executionProviders: string[] = ['cpu']): OrtRuntime {
  return {
    async open(file, options) {
      const session = await ort.InferenceSession.create(file, { ...options, executionProviders });
      return {
        inputNames: session.inputNames,
        inputMetadata: session.inputMetadata,
        outputNames: session.outputNames,
        outputMetadata: session.outputMetadata,
        async run(feeds) {
          const tensors: Record<string, Ort.Tensor> = {};
          for (const [name, t] of Object.entries(feeds)) {
            tensors[name] = new ort.Tensor(t.type, t.data as Int32Array, t.dims);
          }
          const start = performance.now();
          const result = await session.run(tensors);
          const ms = performance.now() - start;
          const outputs: Record<string, RawTensor> = {};
          for (const [name, t] of Object.entries(result)) {
            outputs[name] = { type: t.type, data: t.data, dims: t.dims };
          }
          return { outputs, ms };
        },
        release: () => session.release(),
      };
    },
  };
}

/**
 * The worker's program, plain CommonJS so that it needs no build step and no
 * bundler support: it loads onnxruntime-node from the path it is given and
 * answers open / run / release requests. Runs are synchronous in the worker,
 * so requests are served one at a time, in the order they were sent: the
 * models take turns with all the cores they were given.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ort = require(workerData.ortPath);
const sessions = new Map();
const plain = (tensors) => {
  const out = {};
  for (const [name, t] of Object.entries(tensors)) out[name] = { type: t.type, data: t.data, dims: t.dims };
  return out;
};
const serve = async ({ id, op, session, file, options, feeds }) => {
  try {
    if (op === 'open') {
      const s = await ort.InferenceSession.create(file, options);
      sessions.set(session, s);
      const { inputNames, inputMetadata, outputNames, outputMetadata } = s;
      parentPort.postMessage({ id, value: { inputNames, inputMetadata, outputNames, outputMetadata } });
    } else if (op === 'run') {
      const tensors = {};
      for (const [name, t] of Object.entries(feeds)) tensors[name] = new ort.Tensor(t.type, t.data, t.dims);
      const start = performance.now();
      const result = await sessions.get(session).run(tensors);
      const ms = performance.now() - start;
      parentPort.postMessage({ id, value: { outputs: plain(result), ms } });
    } else if (op === 'release') {
      await sessions.get(session)?.release();
      sessions.delete(session);
      parentPort.postMessage({ id, value: null });
    }
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
};
// One request at a time, in the order sent, so that a run's time is its own.
let queue = Promise.resolve();
parentPort.on('message', (message) => {
  queue = queue.then(() => serve(message));
});
`;

/**
 * Sessions in one worker thread, which loads onnxruntime-node from `ortPath`
 * (anything `require` takes: a package directory or its main file). The worker
 * starts on the first open and ends when the last session is released; it
 * keeps the process alive only while a request is pending, so a session that
 * was never released does not stop the process from exiting.
 */
export function inWorker(ortPath: string, executionProviders: string[] = ['cpu']): OrtRuntime {
  let worker: Worker | null = null;
  let nextRequest = 0;
  let nextSession = 0;
  let openSessions = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();

  const start = (): Worker => {
    const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { ortPath } });
    w.unref();
    w.on('message', ({ id, value, error }: { id: number; value?: unknown; error?: string }) => {
      const waiting = pending.get(id)!;
      pending.delete(id);
      if (pending.size === 0) w.unref();
      if (error === undefined) waiting.resolve(value);
      else waiting.reject(new Error(error));
    });
    const gone = (error: Error) => {
      if (worker !== w) return;
      worker = null;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    w.on('error', gone);
    w.on('exit', (code) => gone(new Error(`the ONNX Runtime worker exited (code ${code})`)));
    return w;
  };

  const request = <T>(message: object): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      worker ??= start();
      const id = nextRequest++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.ref();
      worker.postMessage({ id, ...message });
    });

  return {
    async open(file, options) {
      const session = nextSession++;
      openSessions += 1;
      let meta: Omit<ModelSession, 'run' | 'release'>;
      try {
        meta = await request({
          op: 'open',
          session,
          file,
          options: { ...options, executionProviders },
        });
      } catch (error) {
        await closed();
        throw error;
      }
      return {
        ...meta,
        run: (feeds) => request({ op: 'run', session, feeds }),
        async release() {
          await request({ op: 'release', session });
          await closed();
        },
      };
    },
  };

  /** One session fewer; the last one ends the worker. */
  async function closed(): Promise<void> {
    openSessions -= 1;
    if (openSessions > 0 || worker === null) return;
    const w = worker;
    worker = null;
    await w.terminate();
  }
}

/**
 * For PipelineDeps.loadOrt: onnxruntime-node as installed beside MetaCompress,
 * in one worker thread for all the sessions of a run.
 */
export function installedRuntime(): () => Promise<OrtRuntime> {
  let runtime: OrtRuntime | undefined;
  return async () =>
    (runtime ??= inWorker(createRequire(import.meta.url).resolve('onnxruntime-node')));
}
