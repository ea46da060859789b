import type { SubmitFailure } from '../send-email.ts';

/** A round's outcome: go on, or wait before the next (no answer, a server fault). */
export type Step = 'next' | 'wait' | 'idle';

/** What a tap on send came to (the queue answers it within one request to send-email). */
export type TapResult =
  | {
      success: true;
      photosPending: boolean;
      kept?: true;
      /** Sent without its photos: storage took none (507), and this says why. */
      photosRefused?: string;
    }
  | (SubmitFailure & { kept?: undefined });

/** No answer, or one a later try may change (rate limit, a server fault; not a full store). */
export const transient = (failure: SubmitFailure) =>
  failure.unreachable ||
  !failure.status ||
  failure.status === 429 ||
  (failure.status >= 500 && failure.status !== 507);
