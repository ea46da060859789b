import { KEEP_MS, type KeptQuoteStore } from './kept-quotes.ts';
import type { TapResult } from './queue-outcomes.ts';
import { createChallenge } from './quote-challenge.ts';
import { createTextSend } from './quote-text-send.ts';
import { createTusUpload, type TusOptions } from './tus-upload.ts';
import type { UploadApi } from './upload-api.ts';
import { createGrantStep } from './upload-grant-step.ts';
import { createUploadPump } from './upload-pump.ts';
import { createUploadRound } from './upload-round.ts';
import { createSessions, type Entry, entryOf, type Session } from './upload-session.ts';
import { createSnapshots } from './upload-snapshot.ts';

export type { TapResult } from './queue-outcomes.ts';
export type { FileProgress, QuoteProgress, UploadsSnapshot } from './upload-snapshot.ts';

export type UploadQueueOptions = TusOptions & {
  store: KeptQuoteStore;
  api: UploadApi;
  /** Fires `online` when the connection comes back (the window). */
  connection: EventTarget;
  /** The form's solved challenge (a new one each call). */
  solution(): Promise<string>;
  backoffMs?: readonly number[];
  now?: () => number;
};

/**
 * The photos of quotes on their way to storage (issue 49): each picked photo is kept on the device
 * (the store) and uploaded with tus-js-client through send-email's grant, one at a time, resuming from
 * the server's offset after a cut. A failed round waits (backoff, or the `online` event) and tries again,
 * for as long as the page is open. A tapped quote's text goes at once, ahead of any photo; offline it is
 * kept and sent when the connection returns, with the same Idempotency-Key. A quote is forgotten when its
 * text is sent and every photo is in (send-email told, §4); one left unfinished is finished on a later
 * visit within a day (`restore`).
 *
 * Its parts: the sessions kept on the device (upload-session.ts), the grant (upload-grant-step.ts), a
 * photo's upload (tus-upload.ts), the text (quote-text-send.ts), the round and its loop (upload-round.ts,
 * upload-pump.ts) and what the form sees (upload-snapshot.ts).
 */
export function createUploadQueue(options: UploadQueueOptions) {
  const now = options.now ?? Date.now;
  // Every change the device keeps is one the form shows (the snapshot is built anew when next read).
  const sessions = createSessions(options.store, () => snapshots.changed());
  const { save } = sessions;
  let draft: Session | undefined;
  let restored = 0;
  let restoredDraft: File[] = [];
  const snapshots = createSnapshots(() => ({
    sessions: sessions.all,
    draft,
    waiting: pump.waiting(),
    restored,
    restoredDraft,
  }));
  const { changed } = snapshots;
  const challenge = createChallenge(() => options.solution());
  const grants = createGrantStep({ api: options.api, challenge, save, now });
  const sendText = createTextSend({ api: options.api, challenge, grant: grants.grant, save, changed });
  const upload = createTusUpload(options, { save, changed, confirmed: () => pump.confirmed() });
  const round = createUploadRound({
    api: options.api,
    store: options.store,
    sessions,
    grants,
    sendText,
    upload,
    changed,
  });
  const pump = createUploadPump({
    step: round.step,
    connection: options.connection,
    backoffMs: options.backoffMs,
    changed,
    interrupt: () => void round.stopCurrent(),
  });

  const newQuote = () =>
    sessions.open({ key: crypto.randomUUID(), keptAt: now(), files: [], textSent: false });

  return {
    /** Photos picked for the quote being filled in: kept, and sent as soon as they are granted. */
    async add(files: readonly File[]) {
      draft ??= newQuote();
      const session = draft;
      const entries = files.map((file) => entryOf(file));
      session.entries.push(...entries);
      changed();
      try {
        for (const entry of entries) await options.store.saveBytes(entry.kept.id, entry.file);
      } catch (error) {
        console.warn('The photos could not be kept on the device', error);
      }
      await save(session);
      pump.wake();
      void pump.pump();
    },

    /** A photo taken out of the quote being filled in: its upload stops. */
    remove(file: File) {
      const entry = draft?.entries.find((candidate) => candidate.file === file && !candidate.removed);
      if (!draft || !entry) return;
      entry.removed = true;
      void entry.stop?.();
      void save(draft);
    },

    /**
     * The tap: the quote's text (its fields, without files and challenge) goes now with the granted
     * paths of `files`, whether or not they are in yet. Offline it is kept and sent when it can be.
     */
    async send(text: Record<string, unknown>, files: readonly File[]): Promise<TapResult> {
      const session = draft ?? newQuote();
      for (const entry of session.entries) if (!files.includes(entry.file)) entry.removed = true;
      const known = new Set(session.entries.map((entry) => entry.file));
      const added = files.filter((file) => !known.has(file)).map((file) => entryOf(file));
      session.entries.push(...added);
      for (const entry of added) await options.store.saveBytes(entry.kept.id, entry.file);
      session.quote.text = text;
      await save(session);
      const result = await sendText(session);
      if (result.success || result.unreachable) {
        if (draft === session) draft = undefined;
        restoredDraft = restoredDraft.filter((file) => !files.includes(file));
        // The form reads the snapshot at each change: the quote is no longer the one being filled in.
        changed();
        void pump.pump(!result.success);
        return result.success ? result : { success: true, photosPending: true, kept: true };
      }
      // Refused (the form shows why and keeps its values): the text is not kept; a later tap sends it.
      session.quote.text = undefined;
      await save(session);
      return result;
    },

    /** Finishes what an earlier page left on the device (within a day); the count is in `restored`. */
    async restore() {
      const kept = await options.store.quotes();
      for (const quote of kept) {
        if (sessions.all.some((session) => session.quote.key === quote.key)) continue;
        const entries: Entry[] = [];
        for (const file of quote.files) {
          const bytes = await options.store.bytes(file.id);
          if (bytes) entries.push(entryOf(new File([bytes], file.name, file), file));
        }
        const stale = now() - quote.keptAt > KEEP_MS;
        if (stale || (!entries.length && !quote.text)) {
          await options.store.remove(
            quote.key,
            quote.files.map((file) => file.id),
          );
          continue;
        }
        const session = sessions.open(quote, entries);
        restored += entries.filter((entry) => !entry.kept.done).length;
        if (!quote.text && !quote.textSent && !draft) {
          draft = session;
          restoredDraft = entries.map((entry) => entry.file);
        }
      }
      changed();
      void pump.pump();
    },

    /** Ends its work as closing the page does (the unit tests' reload): nothing is sent after this. */
    async stop() {
      pump.stop();
      await round.stopCurrent();
    },

    snapshot: snapshots.snapshot,
    subscribe: snapshots.subscribe,
  };
}

export type UploadQueue = ReturnType<typeof createUploadQueue>;
