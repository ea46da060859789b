import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEP_ALIVE, type KeepAliveEnvironment, startKeepAlive } from './keep-alive.ts';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

let activity: EventTarget;
let ping: ReturnType<typeof vi.fn<() => Promise<void>>>;
let log: ReturnType<typeof vi.fn<KeepAliveEnvironment['log']>>;
let stop: (() => void) | undefined;

function start(storage = memoryStorage()) {
  stop = startKeepAlive({ now: Date.now, storage, activity, ping, log });
  return storage;
}

const click = () => activity.dispatchEvent(new Event('click'));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z') });
  activity = new EventTarget();
  ping = vi.fn(() => Promise.resolve());
  log = vi.fn();
});

afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

describe('keep-alive schedule', () => {
  it('makes its first check 2 seconds after start, and pings when there is no earlier ping', async () => {
    const storage = start();
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE.firstCheckMs - 1);
    expect(ping).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ping).toHaveBeenCalledTimes(1);
    expect(storage.getItem(KEEP_ALIVE.storageKey)).toBe(String(Date.now()));
  });

  it('does not ping again before 3 days have passed since the last ping', async () => {
    start(memoryStorage({ [KEEP_ALIVE.storageKey]: String(Date.now() - 3 * DAY + 2 * 60 * MINUTE) }));
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE.firstCheckMs);
    expect(ping).not.toHaveBeenCalled();
    // 31 minutes later activity checks again: still under 3 days.
    await vi.advanceTimersByTimeAsync(31 * MINUTE);
    click();
    await vi.runOnlyPendingTimersAsync();
    expect(ping).not.toHaveBeenCalled();
    // Past the 3 days, the next check after 30 minutes pings.
    await vi.advanceTimersByTimeAsync(90 * MINUTE);
    click();
    await vi.advanceTimersByTimeAsync(0);
    expect(ping).toHaveBeenCalledTimes(1);
  });

  it('checks on user activity at most once per 30 minutes', async () => {
    const storage = start();
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE.firstCheckMs);
    expect(ping).toHaveBeenCalledTimes(1);
    // Each check reads the last ping; count the reads to count the checks.
    const getItem = vi.spyOn(storage, 'getItem');
    for (let i = 0; i < 10; i++) {
      click();
      activity.dispatchEvent(new Event('scroll'));
      activity.dispatchEvent(new Event('keydown'));
      await vi.advanceTimersByTimeAsync(2 * MINUTE);
    }
    expect(getItem).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    click();
    click();
    await vi.advanceTimersByTimeAsync(0);
    expect(getItem).toHaveBeenCalledTimes(1);
  });

  it('logs a failed ping and carries on, trying again at the next allowed check', async () => {
    ping.mockRejectedValueOnce(new Error('offline'));
    const storage = start();
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE.firstCheckMs);
    expect(log).toHaveBeenCalledWith('Keep-alive ping failed', new Error('offline'));
    expect(storage.getItem(KEEP_ALIVE.storageKey)).toBeNull();
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    click();
    await vi.advanceTimersByTimeAsync(0);
    expect(ping).toHaveBeenCalledTimes(2);
    expect(storage.getItem(KEEP_ALIVE.storageKey)).not.toBeNull();
  });

  it('works without storage and stops listening when stopped', async () => {
    stop = startKeepAlive({ now: Date.now, storage: undefined, activity, ping, log });
    stop();
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE.firstCheckMs + 31 * MINUTE);
    click();
    expect(ping).not.toHaveBeenCalled();
  });
});
