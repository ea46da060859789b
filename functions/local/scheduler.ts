/**
 * The local stand-in for Supabase's cron: runs `run` every `intervalMs`, one run at a time (a run that
 * is still going when the next is due is not doubled), logging what each run did when it did anything.
 */
export function createScheduler(options: {
  run: () => Promise<{ attempted: number; delivered: number; failed: number; deleted: number }>;
  intervalMs: number;
  log?: (line: string) => void;
}) {
  const log = options.log ?? ((line: string) => console.info(line));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<void> | undefined;
  let stopped = false;

  async function once(): Promise<void> {
    try {
      const result = await options.run();
      if (result.attempted || result.deleted)
        log(
          `retry: ${result.delivered} delivered, ${result.failed} still pending or failed, ${result.deleted} deleted`,
        );
    } catch (error) {
      // The database may be down for a moment; the next run tries again.
      log(`retry: run failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  function runNow(): Promise<void> {
    current ??= once().finally(() => {
      current = undefined;
    });
    return current;
  }

  function schedule() {
    if (stopped || options.intervalMs <= 0) return;
    timer = setTimeout(() => void runNow().then(schedule), options.intervalMs);
    timer.unref?.();
  }

  return {
    start: schedule,
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
