import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce.ts';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('coalesce', () => {
  it('runs once for a burst of triggers', async () => {
    let runs = 0;
    const task = coalesce(async () => {
      runs++;
    }, 20);
    for (let i = 0; i < 5; i++) task.trigger();
    await task.idle();
    expect(runs).toBe(1);
  });

  it('runs exactly once more for any number of triggers during a run, never two at once', async () => {
    let runs = 0;
    let concurrent = 0;
    let maxConcurrent = 0;
    const gate = deferred();
    const started = deferred();
    const task = coalesce(async () => {
      runs++;
      concurrent++;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      if (runs === 1) {
        started.resolve();
        await gate.promise;
      }
      concurrent--;
    }, 5);
    task.trigger();
    await started.promise;
    for (let i = 0; i < 4; i++) task.trigger();
    gate.resolve();
    await task.idle();
    expect(runs).toBe(2);
    expect(maxConcurrent).toBe(1);
  });

  it('keeps going after a failed run', async () => {
    let runs = 0;
    const original = console.error;
    console.error = () => {};
    const task = coalesce(async () => {
      runs++;
      if (runs === 1) throw new Error('build broke');
    }, 5);
    task.trigger();
    await task.idle();
    task.trigger();
    await task.idle();
    console.error = original;
    expect(runs).toBe(2);
  });

  it('is idle at once when nothing was triggered', async () => {
    await expect(coalesce(async () => {}, 5).idle()).resolves.toBeUndefined();
  });
});
