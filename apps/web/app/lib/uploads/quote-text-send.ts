import type { TapResult } from './queue-outcomes.ts';
import type { Challenge } from './quote-challenge.ts';
import type { FileRef, UploadApi } from './upload-api.ts';
import type { GrantStep } from './upload-grant-step.ts';
import { live, type Session, type Sessions } from './upload-session.ts';

/** Contract §3: the quote's text with its files' paths; one request at a time per session. */
export function createTextSend(parts: {
  api: UploadApi;
  challenge: Challenge;
  grant: GrantStep['grant'];
  save: Sessions['save'];
  /** The snapshot changed (the text sent, or kept). */
  changed(): void;
}) {
  const { api, challenge, grant, save, changed } = parts;
  return function sendText(session: Session): Promise<TapResult> {
    session.texting ??= (async (): Promise<TapResult> => {
      const unsent = { success: false, error: '', unreachable: true } as const;
      if (live(session).some((entry) => !entry.kept.path) && (await grant(session)) !== 'next') return unsent;
      // A photo refused by the grant for itself (its type, its size): the visitor takes it out first. A
      // refusal of them all (a full store, a grant out of paths) said why once: the text goes without them.
      const refused = session.entries.find(
        (entry) => entry.failed && !entry.refusedWhole && !entry.removed,
      )?.failed;
      if (refused) return { success: false, error: refused, fieldErrors: { files: [refused] } };
      const files: FileRef[] = live(session).map(({ kept }) => ({
        path: kept.path ?? '',
        filename: kept.name,
        type: kept.type,
        size: kept.size,
      }));
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const altcha = await challenge.solution(session);
        if (!altcha) return unsent;
        const answer = await api.sendQuote(session.quote.key, {
          ...session.quote.text,
          altcha,
          files,
        });
        if (answer.success) {
          session.challengeRefusals = 0;
          session.quote.textSent = true;
          session.quote.text = undefined;
          await save(session);
          return {
            success: true,
            photosPending: live(session).some((entry) => !entry.kept.done),
            // Sent without any photo because storage took none: the thanks says so.
            ...(session.photosRefused && !files.length ? { photosRefused: session.photosRefused } : {}),
          };
        }
        if (!challenge.refused(session, answer)) return answer;
      }
      return unsent;
    })().finally(() => {
      session.texting = undefined;
      changed();
    });
    return session.texting;
  };
}
