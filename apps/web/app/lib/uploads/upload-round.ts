import type { KeptQuoteStore } from './kept-quotes.ts';
import { type Step, type TapResult, transient } from './queue-outcomes.ts';
import type { UploadApi } from './upload-api.ts';
import type { GrantStep } from './upload-grant-step.ts';
import { type Entry, live, type Session, type Sessions } from './upload-session.ts';

/**
 * One round of the queue: the one thing to do next of all its sessions. Tapped quotes first: a kept
 * text, then their grant, then everything's photos in order, then a finished quote is forgotten.
 */
export function createUploadRound(parts: {
  api: UploadApi;
  store: KeptQuoteStore;
  sessions: Sessions;
  grants: GrantStep;
  sendText(session: Session): Promise<TapResult>;
  upload(session: Session, entry: Entry): Promise<Step>;
  /** The snapshot changed (a quote finished). */
  changed(): void;
}) {
  const { api, store, sessions, grants, sendText, upload, changed } = parts;
  /** The photo going up in this round, if one is. */
  let current: Entry | undefined;

  /** Contract §4: every photo is in; the device forgets the quote. */
  async function complete(session: Session): Promise<Step> {
    const grantId = session.quote.grant?.grantId;
    if (grantId) {
      const answer = await api.complete(grantId);
      if (!answer.success && answer.unreachable) return 'wait';
    }
    session.complete = true;
    await session.saving;
    await store.remove(
      session.quote.key,
      session.entries.map((entry) => entry.kept.id),
    );
    changed();
    return 'next';
  }

  async function step(): Promise<Step> {
    for (const session of sessions.all) {
      if (!session.quote.text || session.quote.textSent) continue;
      const result = await sendText(session);
      if (result.success) return 'next';
      if (transient(result)) return 'wait';
      // Refused after it was kept (the form is long gone): nothing a retry changes.
      console.error('A kept quote was refused:', result.error);
      session.quote.text = undefined;
      await sessions.save(session);
      return 'next';
    }
    const open = sessions.all.filter((session) => !session.complete);
    for (const session of open) if (grants.needsGrant(session)) return grants.grant(session);
    for (const session of open) {
      const entry = live(session).find((candidate) => !candidate.kept.done);
      if (!entry) continue;
      current = entry;
      try {
        return await upload(session, entry);
      } finally {
        current = undefined;
      }
    }
    const finished = open.find(
      (session) => session.quote.textSent && live(session).every((entry) => entry.kept.done),
    );
    return finished ? complete(finished) : 'idle';
  }

  return {
    step,
    /** Ends the running upload, if any (it settles its round). */
    stopCurrent(): Promise<void> | undefined {
      return current?.stop?.();
    },
  };
}
