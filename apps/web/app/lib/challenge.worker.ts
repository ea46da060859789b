// Solves an ALTCHA challenge off the main thread, so typing stays smooth while the proof of work runs.
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

self.onmessage = async (event: MessageEvent<Challenge>) => {
  try {
    const solution = await solveChallenge({ challenge: event.data, deriveKey });
    self.postMessage({ solution });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
