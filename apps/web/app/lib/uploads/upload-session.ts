import type { KeptFile, KeptQuote, KeptQuoteStore } from './kept-quotes.ts';
import type { Step, TapResult } from './queue-outcomes.ts';

/** One picked photo of a session: its kept record, its bytes and how far its upload got. */
export type Entry = {
  kept: KeptFile;
  file: File;
  progress: number;
  failed?: string;
  /**
   * Refused with the others by a refusal that named no one photo (a full store, a grant out of paths):
   * its reason is said once above the list, and it does not hold back the quote's text.
   */
  refusedWhole?: boolean;
  removed?: boolean;
  tokenRefusals: number;
  /** The running upload: `stop` ends it and settles its round. */
  stop?: () => Promise<void>;
};

/** A kept quote while the page works on it: its photos, its challenge's state, its running requests. */
export type Session = {
  quote: KeptQuote;
  entries: Entry[];
  /** The session's solution was refused (used, expired): the next request takes a fresh one. */
  staleChallenge: boolean;
  /** Challenge refusals in a row: a fresh solution refused too waits before the next. */
  challengeRefusals: number;
  regrant: boolean;
  /** Storage takes no more photos (a grant refused whole, 507): why, for the thanks if none went. */
  photosRefused?: string;
  complete: boolean;
  granting?: Promise<Step>;
  texting?: Promise<TapResult>;
  saving: Promise<void>;
};

/** The photos still to send: neither taken out nor refused. */
export const live = (session: Session) => session.entries.filter((entry) => !entry.removed && !entry.failed);

export function entryOf(file: File, kept?: KeptFile): Entry {
  return {
    file,
    progress: kept?.sent ?? 0,
    tokenRefusals: 0,
    kept: kept ?? {
      id: crypto.randomUUID(),
      name: file.name,
      type: file.type,
      size: file.size,
      lastModified: file.lastModified,
      sent: 0,
      done: false,
    },
  };
}

/** The file starts over: its path changed, or the server lost the incomplete upload. */
export function restart(entry: Entry) {
  void entry.stop?.();
  entry.kept.uploadUrl = undefined;
  entry.kept.sent = 0;
  entry.kept.done = false;
  entry.progress = 0;
}

/**
 * The page's sessions, in the order they were opened, each kept on the device (`store`) as it changes;
 * `saved` is told of each change kept, so that the form shows what the device keeps.
 */
export function createSessions(store: KeptQuoteStore, saved: () => void) {
  const all: Session[] = [];
  return {
    all,
    open(quote: KeptQuote, entries: Entry[] = []): Session {
      const session: Session = {
        quote,
        entries,
        staleChallenge: false,
        challengeRefusals: 0,
        regrant: false,
        complete: false,
        saving: Promise.resolve(),
      };
      all.push(session);
      return session;
    },
    /**
     * Keeps the session's quote as it is now, after every earlier save (they never overtake), and tells
     * `saved` at once.
     */
    save(session: Session): Promise<void> {
      // A refused photo is not kept: after a reload it would be asked a path for again, under a sent
      // quote's spent challenge (and a new grant would move its photos to paths the quote does not name).
      session.quote.files = session.entries
        .filter((entry) => !entry.removed && !entry.failed)
        .map((entry) => entry.kept);
      const record = structuredClone(session.quote);
      saved();
      session.saving = session.saving
        .then(() => store.save(record))
        .catch((error: unknown) => console.warn('The quote could not be kept on the device', error));
      return session.saving;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
