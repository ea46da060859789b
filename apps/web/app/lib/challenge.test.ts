import { spamMessages } from '@nordkyst/validation';
import { type Challenge, createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { solveProofOfWork } from './challenge-solve.ts';

/** How long send-email's challenges live (functions/send-email/challenge.ts). */
const LIFETIME_MS = 10 * 60_000;

/** send-email's GET /challenge: a real signed challenge, expiring as the function's do. */
const invoke = vi.fn(async () => ({
  data: await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 50,
    deriveKey,
    expiresAt: new Date(Date.now() + LIFETIME_MS),
    hmacSignatureSecret: 'challenge-test-secret-0123456789',
  }),
  error: null,
}));
vi.mock('./supabase.ts', () => ({ getSupabase: async () => ({ functions: { invoke } }) }));

/** The page's worker, run in this process: the same solver, without a thread. */
class InProcessWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  postMessage(challenge: Challenge) {
    void solveProofOfWork(challenge).then((solution) => this.onmessage?.({ data: { solution } }));
  }
  terminate() {}
}

const { challengeExpired, createChallengeSolver, EXPIRY_MARGIN_MS } = await import('./challenge.ts');

/** The challenge a payload (formData.altcha) carries. */
const challengeOf = (payload: string) => JSON.parse(atob(payload)).challenge as Challenge;

const start = Date.parse('2026-05-01T10:00:00Z');

/** The visitor starts on the form: waits until its challenge was fetched, before the clock moves on. */
async function prepare(solver: ReturnType<typeof createChallengeSolver>) {
  const before = invoke.mock.calls.length;
  solver.prepare();
  await vi.waitFor(() => expect(invoke).toHaveBeenCalledTimes(before + 1));
}

beforeEach(() => {
  invoke.mockClear();
  vi.stubGlobal('Worker', InProcessWorker);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createChallengeSolver', () => {
  it('fetches nothing until the visitor starts on the form, and sends the solution it prepared', async () => {
    const solver = createChallengeSolver();
    expect(invoke).not.toHaveBeenCalled();
    await prepare(solver);
    solver.prepare();
    vi.setSystemTime(start + LIFETIME_MS - EXPIRY_MARGIN_MS - 1000);
    const payload = await solver.solution();
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(challengeOf(payload).parameters.expiresAt).toBe((start + LIFETIME_MS) / 1000);
  });

  it('renews at the send a challenge that expired or expires within the margin while the visitor typed', async () => {
    for (const typedMs of [LIFETIME_MS - EXPIRY_MARGIN_MS + 1000, 45 * 60_000]) {
      invoke.mockClear();
      vi.setSystemTime(start);
      const solver = createChallengeSolver();
      await prepare(solver);
      vi.setSystemTime(start + typedMs);
      const payload = await solver.solution();
      expect(invoke).toHaveBeenCalledTimes(2);
      expect(challengeOf(payload).parameters.expiresAt).toBe((start + typedMs + LIFETIME_MS) / 1000);
    }
  });

  it('fetches nothing ahead after a send: the next solution is fetched at the next send', async () => {
    const solver = createChallengeSolver();
    await solver.solution();
    expect(invoke).toHaveBeenCalledTimes(1);
    await solver.solution();
    expect(invoke).toHaveBeenCalledTimes(2);
  });
});

describe('challengeExpired', () => {
  it('knows the refusal of an expired challenge, in both languages, and nothing else', () => {
    expect(challengeExpired({ success: false, error: spamMessages.da.challengeExpired })).toBe(true);
    expect(challengeExpired({ success: false, error: spamMessages.ru.challengeExpired })).toBe(true);
    expect(challengeExpired({ success: false, error: spamMessages.da.challengeInvalid })).toBe(false);
    expect(challengeExpired({ success: true })).toBe(false);
  });
});
