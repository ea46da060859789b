// Solves an ALTCHA challenge off the main thread, so typing stays smooth while the proof of work runs.
import type { Challenge } from 'altcha-lib';
import { solveProofOfWork } from './challenge-solve.ts';

self.onmessage = async (event: MessageEvent<Challenge>) => {
  try {
    const solution = await solveProofOfWork(event.data);
    self.postMessage({ solution });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
