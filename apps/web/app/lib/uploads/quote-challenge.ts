import { spamMessages } from '@nordkyst/validation';
import type { SubmitFailure } from '../send-email.ts';
import type { Session } from './upload-session.ts';

const challengeRefusals = new Set<string>(
  Object.values(spamMessages.da).filter((message) => message !== spamMessages.da.honeypot),
);

/**
 * The session's solved challenge for its grant and its text: the one it has, or a fresh one from the
 * form (`solve`) once that was refused; undefined while the form has none.
 */
export function createChallenge(solve: () => Promise<string>) {
  return {
    async solution(session: Session): Promise<string | undefined> {
      if (session.quote.altcha && !session.staleChallenge) return session.quote.altcha;
      try {
        const fresh = await solve();
        session.quote.altcha = fresh;
        session.staleChallenge = false;
        return fresh;
      } catch (error) {
        console.warn('No challenge for the quote yet', error);
        return undefined;
      }
    },

    /** A refusal a new solution may cure (used, expired): the next request takes a fresh one. */
    refused(session: Session, failure: SubmitFailure): boolean {
      if (!challengeRefusals.has(failure.error)) return false;
      session.staleChallenge = true;
      session.challengeRefusals += 1;
      return true;
    },
  };
}

export type Challenge = ReturnType<typeof createChallenge>;
