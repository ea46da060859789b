// GROQ runs on a thread of its own, one query at a time, under a time, memory and result-size limit: a
// page (or anyone on this computer) could otherwise hang the lake, and the Studio with it, with one
// expensive query (docs/decisions/030-local-hardening.md).
import { Worker } from 'node:worker_threads';
import type { SanityDocument } from './documents.ts';
import { threadReady, type WorkerAnswer, type WorkerRequest } from './query-worker.ts';

export type QueryLimits = {
  /** A query still running after this is stopped. */
  timeoutMs: number;
  /** A result whose JSON is larger is refused. */
  maxResultBytes: number;
  /** The query thread's heap; a query that needs more is stopped. */
  maxMemoryMb: number;
};

export const defaultQueryLimits: QueryLimits = {
  timeoutMs: 5_000,
  maxResultBytes: 10 * 1024 * 1024,
  maxMemoryMb: 256,
};

export type SandboxAnswer = WorkerAnswer | { ok: false; kind: 'timeout' | 'memory' };

export type QuerySandbox = {
  /** `deadline` (`performance.now()` time) stops the query sooner than the time limit would. */
  run(
    request: Omit<WorkerRequest, 'documents' | 'maxResultBytes'>,
    documents: () => SanityDocument[],
    deadline?: number,
  ): Promise<SandboxAnswer>;
};

export function createQuerySandbox(limits: QueryLimits = defaultQueryLimits): QuerySandbox {
  let worker: Worker | undefined;
  /** Settles once the current thread has loaded its modules (or failed to). */
  let ready: Promise<void> = Promise.resolve();
  /** The views the current thread holds (it keeps the newest store version's only). */
  let held = new Set<string>();
  let queue: Promise<unknown> = Promise.resolve();

  function thread(): Worker {
    if (worker) return worker;
    worker = new Worker(new URL('./query-worker.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: limits.maxMemoryMb },
    });
    // An idle query thread does not keep the process alive.
    worker.unref();
    const started = worker;
    ready = new Promise((resolve) => {
      const onReady = (message: unknown) => {
        if (message !== threadReady) return;
        started.off('message', onReady);
        resolve();
      };
      started.on('message', onReady);
      // A thread that fails to start is met by the request's own timer.
      started.once('error', () => resolve());
      started.once('exit', () => resolve());
    });
    held = new Set();
    return worker;
  }

  function stop(stopped: Worker): void {
    if (worker === stopped) worker = undefined;
    void stopped.terminate();
  }

  async function runOne(request: WorkerRequest, deadline = Number.POSITIVE_INFINITY): Promise<SandboxAnswer> {
    const current = thread();
    // The time limit is the query's: a new thread's start (loading groq-js) is not counted, as a busy
    // machine can make it take longer than a short limit.
    await ready;
    // Posted even when the deadline passed while the thread started: the thread then holds the documents
    // it is told it holds, or is stopped.
    const timeoutMs = Math.max(1, Math.min(limits.timeoutMs, deadline - performance.now()));
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        done({ ok: false, kind: 'timeout' });
        stop(current);
      }, timeoutMs);
      const onMessage = (answer: WorkerAnswer) => done(answer);
      const onError = (error: Error & { code?: string }) => {
        done(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? { ok: false, kind: 'memory' }
            : { ok: false, kind: 'error', message: error.message },
        );
        stop(current);
      };
      function done(answer: SandboxAnswer) {
        clearTimeout(timer);
        current.off('message', onMessage);
        current.off('error', onError);
        resolve(answer);
      }
      current.on('message', onMessage);
      current.on('error', onError);
      current.postMessage(request);
    });
  }

  return {
    run(request, documents, deadline) {
      const next = queue.then((): Promise<SandboxAnswer> => {
        if (deadline !== undefined && deadline <= performance.now())
          return Promise.resolve({ ok: false, kind: 'timeout' });
        const send = !held.has(request.viewKey) || worker === undefined;
        const answer = runOne(
          {
            ...request,
            maxResultBytes: limits.maxResultBytes,
            documents: send ? documents() : undefined,
          },
          deadline,
        );
        if (send) {
          const version = request.viewKey.split(':')[0];
          held = new Set([...held].filter((key) => key.startsWith(`${version}:`)));
          held.add(request.viewKey);
        }
        return answer;
      });
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
