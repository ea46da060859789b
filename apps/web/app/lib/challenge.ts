import { spamMessages } from '@nordkyst/validation';
import type { Challenge, Solution } from 'altcha-lib';
import { getSupabase } from './supabase.ts';

/**
 * A solution is fetched anew at the send when its challenge expires within this: a send is answered
 * within 150 s (Supabase's limit, a large quote's upload included), checked at its end. Challenges live
 * 10 minutes (functions/send-email/challenge.ts, decision 047).
 */
export const EXPIRY_MARGIN_MS = 3 * 60_000;

async function fetchChallenge(): Promise<Challenge> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<Challenge>('send-email/challenge', {
    method: 'GET',
  });
  if (error || !data?.parameters)
    throw new Error('The form’s challenge could not be fetched', { cause: error });
  return data;
}

function solveInWorker(challenge: Challenge): Promise<Solution> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./challenge.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ solution?: Solution | null; error?: string }>) => {
      worker.terminate();
      if (event.data.solution) resolve(event.data.solution);
      else reject(new Error(event.data.error ?? 'The form’s challenge was not solved'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The challenge worker failed'));
    };
    worker.postMessage(challenge);
  });
}

type Solved = { payload: string; expiresAtMs: number };

async function solveNewChallenge(): Promise<Solved> {
  const challenge = await fetchChallenge();
  const solution = await solveInWorker(challenge);
  return {
    // What send-email reads as formData.altcha: base64 of { challenge, solution }.
    payload: btoa(JSON.stringify({ challenge, solution })),
    expiresAtMs: (challenge.parameters.expiresAt ?? 0) * 1000,
  };
}

/**
 * The ALTCHA proof of work of one form: `prepare()` starts it when the visitor starts on the form, so it is
 * usually done before the visitor is; `solution()` waits for it if not, and starts over when it expired or
 * failed, or when it expires within `EXPIRY_MARGIN_MS` (a visitor who took longer than the challenge lives).
 * A solution is used once, and the next is fetched only when the visitor starts again (a focus in the
 * form) or sends: nothing is fetched that the visitor did not ask for (decision 048), and a visitor who
 * sends twice does not fetch challenges ahead, which would raise their cost (decision 047).
 */
export function createChallengeSolver() {
  let pending: Promise<Solved> | undefined;

  function start(): Promise<Solved> {
    const attempt = solveNewChallenge();
    pending = attempt;
    // A failure (offline, functions down) is reported when the visitor sends, not as an unhandled
    // rejection; the next focus in the form starts over.
    attempt.catch(() => {
      if (pending === attempt) pending = undefined;
    });
    return attempt;
  }

  return {
    prepare(): void {
      if (!pending) start();
    },
    async solution(): Promise<string> {
      let solved: Solved;
      try {
        solved = await (pending ?? start());
      } catch {
        solved = await start();
      }
      if (solved.expiresAtMs - Date.now() < EXPIRY_MARGIN_MS) solved = await start();
      pending = undefined;
      return solved.payload;
    },
  };
}

export type ChallengeSolver = ReturnType<typeof createChallengeSolver>;

/**
 * The send was refused because its challenge had expired on the way (a clock that is off, a send slower
 * than the margin): the form sends once more with a new one, rather than lose the quote.
 */
export function challengeExpired(result: { success: boolean; error?: string }): boolean {
  return (
    !result.success &&
    (result.error === spamMessages.da.challengeExpired || result.error === spamMessages.ru.challengeExpired)
  );
}
