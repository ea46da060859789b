import type { Step } from './queue-outcomes.ts';

/** The waits between failed rounds; the last repeats for as long as the page is open. */
const BACKOFF_MS = [1000, 3000, 5000, 10_000, 20_000, 30_000];

/**
 * Runs rounds (`step`) until nothing is left; after a failed round waits (backoff, or the `online`
 * event of `connection`) and goes on, until `stop`.
 */
export function createUploadPump(parts: {
  step(): Promise<Step>;
  connection: EventTarget;
  backoffMs?: readonly number[] | undefined;
  /** The snapshot changed (`waiting`). */
  changed(): void;
  /** The connection is back: the running upload is ended, so its round starts again at once. */
  interrupt(): void;
}) {
  const { step, changed, interrupt } = parts;
  const backoff = parts.backoffMs ?? BACKOFF_MS;
  let waiting = false;
  let failures = 0;
  let wake: (() => void) | undefined;
  let pumping = false;
  let again = false;
  let stopped = false;

  function pause(): Promise<void> {
    const delay = backoff[Math.min(failures, backoff.length - 1)] ?? 30_000;
    failures += 1;
    waiting = true;
    changed();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, delay);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        waiting = false;
        changed();
        resolve();
      }
      wake = done;
    });
  }

  // The connection is back: stop waiting, and restart an upload that may sit in tus-js-client's own
  // retry delay (it asks the server for its offset, so nothing is sent twice).
  parts.connection.addEventListener('online', () => {
    failures = 0;
    wake?.();
    interrupt();
  });

  return {
    /**
     * Works until nothing is left; after a failed round waits (backoff or `online`) and goes on.
     * `failed`: the caller's own try just failed, so the first round waits too.
     */
    async pump(failed = false) {
      if (pumping) {
        again = true;
        return;
      }
      pumping = true;
      try {
        if (failed) await pause();
        while (!stopped) {
          again = false;
          const outcome = await step();
          if (outcome === 'next') {
            failures = 0;
            continue;
          }
          if (outcome === 'idle' && !again) break;
          if (outcome === 'wait') await pause();
        }
      } finally {
        pumping = false;
      }
    },
    /** Ends a wait now (something new to send). */
    wake() {
      wake?.();
    },
    /** Storage confirmed a chunk: the next failed round waits the shortest time again. */
    confirmed() {
      failures = 0;
    },
    /** Nothing more is started; a wait ends now. */
    stop() {
      stopped = true;
      wake?.();
    },
    waiting: () => waiting,
  };
}
