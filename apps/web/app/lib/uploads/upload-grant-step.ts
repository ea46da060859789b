import type { SubmitFailure } from '../send-email.ts';
import { type Step, transient } from './queue-outcomes.ts';
import type { Challenge } from './quote-challenge.ts';
import type { UploadApi } from './upload-api.ts';
import { type Entry, live, restart, type Session, type Sessions } from './upload-session.ts';

/** A grant this close to its end is asked for again before another upload starts. */
const GRANT_MARGIN_MS = 5 * 60_000;

/** Contract §1: the paths and upload tokens of a session's photos, asked for again when they run out. */
export function createGrantStep(parts: {
  api: UploadApi;
  challenge: Challenge;
  save: Sessions['save'];
  now(): number;
}) {
  const { api, challenge, save, now } = parts;

  function refusedGrant(session: Session, entries: Entry[], failure: SubmitFailure): Step {
    if (transient(failure)) return 'wait';
    if (challenge.refused(session, failure)) return session.challengeRefusals > 1 ? 'wait' : 'next';
    let byFile = 0;
    for (const [path, messages] of Object.entries(failure.fieldErrors ?? {})) {
      const index = Number(/^attachments\.(\d+)/.exec(path)?.[1]);
      const entry = entries[index];
      if (entry && messages[0]) {
        entry.failed = messages[0];
        byFile += 1;
      }
    }
    // A refusal of the whole (its field error, if any, names no one photo). 507 (the store or the client's
    // share is full) and 409 (the grant has had its paths): the photos granted before keep their paths and
    // go on; the new ones stay behind, said once, and the quote's text goes without them (the lead is not
    // lost for a full store). Any other: every photo carries it, and the tap shows it.
    if (!byFile && (failure.status === 507 || failure.status === 409)) {
      for (const entry of entries) {
        if (entry.kept.path) continue;
        entry.failed = failure.error;
        entry.refusedWhole = true;
      }
      if (failure.status === 507) session.photosRefused = failure.error;
    } else if (!byFile) for (const entry of entries) entry.failed = failure.error;
    void save(session);
    return 'next';
  }

  return {
    needsGrant(session: Session): boolean {
      const entries = live(session);
      if (entries.some((entry) => !entry.kept.path)) return true;
      const expiresAt = Date.parse(session.quote.grant?.expiresAt ?? '');
      const expiring = !(expiresAt - now() > GRANT_MARGIN_MS);
      return entries.some((entry) => !entry.kept.done) && (session.regrant || expiring);
    },

    /** Contract §1 for every file the session has; one request at a time per session. */
    grant(session: Session): Promise<Step> {
      session.granting ??= (async () => {
        const entries = live(session);
        const altcha = await challenge.solution(session);
        if (!altcha) return 'wait';
        const answer = await api.grant({
          key: session.quote.key,
          altcha,
          files: entries.map(({ kept }) => ({ filename: kept.name, type: kept.type, size: kept.size })),
        });
        if (!answer.success) return refusedGrant(session, entries, answer);
        session.challengeRefusals = 0;
        entries.forEach((entry, index) => {
          const granted = answer.files[index];
          if (!granted || entry.removed) return;
          if (entry.kept.path && entry.kept.path !== granted.path) restart(entry);
          entry.kept.path = granted.path;
          entry.kept.token = granted.token;
          // In storage already (its upload's end was lost with a cut or a reload): it counts as sent.
          if (granted.uploaded) {
            entry.kept.done = true;
            entry.kept.sent = entry.kept.size;
            entry.progress = entry.kept.size;
          }
        });
        session.quote.grant = {
          grantId: answer.grantId,
          endpoint: answer.endpoint,
          expiresAt: answer.expiresAt,
        };
        session.regrant = false;
        await save(session);
        return 'next';
      })().finally(() => {
        session.granting = undefined;
      });
      return session.granting;
    },
  };
}

export type GrantStep = ReturnType<typeof createGrantStep>;
