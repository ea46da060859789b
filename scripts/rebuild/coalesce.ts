// Runs a task after triggers settle, never two at once: triggers during a run cause exactly one more
// run after it, so several publishes in a row cost one rebuild, not a queue of them.

export type Coalesced = {
  trigger(): void;
  /** Resolves when nothing is waiting or running. */
  idle(): Promise<void>;
};

export function coalesce(task: () => Promise<void>, quietMs: number): Coalesced {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  const waiting = new Set<() => void>();

  function settle(): void {
    if (timer || running) return;
    for (const resolve of waiting) resolve();
    waiting.clear();
  }

  function schedule(): void {
    clearTimeout(timer);
    timer = setTimeout(start, quietMs);
  }

  function start(): void {
    timer = undefined;
    running = task()
      .catch((error: unknown) => console.error('rebuild failed:', error))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          schedule();
        }
        settle();
      });
  }

  return {
    trigger() {
      if (running) again = true;
      else schedule();
    },
    idle() {
      return new Promise((resolve) => {
        waiting.add(resolve);
        settle();
      });
    },
  };
}
