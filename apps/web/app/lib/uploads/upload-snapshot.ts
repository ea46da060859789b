import type { Session } from './upload-session.ts';

export type FileProgress = {
  id: string;
  file: File;
  /** Bytes in storage (or on their way in the current request). */
  sent: number;
  done: boolean;
  /** Why the file cannot be sent (a refusal no retry will change). */
  failed?: string;
  /** Refused with the others (`QuoteProgress.refusal` says why, once). */
  refusedWhole?: true;
};

export type QuoteProgress = {
  key: string;
  files: FileProgress[];
  /** The quote's text is kept on the device until the connection lets it go. */
  textKept: boolean;
  /** send-email has the quote's text. */
  textSent: boolean;
  /** Every photo is in and send-email was told (§4). */
  complete: boolean;
  /** Why photos were refused as a whole (a full store, a grant out of paths), said once for them all. */
  refusal?: string;
};

export type UploadsSnapshot = {
  /** The quote being filled in: its photos go up before it is sent. */
  draft: QuoteProgress | undefined;
  /** Quotes sent (or kept to be sent) whose photos may still be going up. */
  sent: QuoteProgress[];
  /** A round failed: waiting for the connection (or the next try). */
  waiting: boolean;
  /** Photos found unfinished on the device at load. */
  restored: number;
  /** The draft's photos found at load, for the form to show again. */
  restoredDraft: File[];
  totalBytes: number;
  sentBytes: number;
  /** Something would be lost if the page closed now. */
  busy: boolean;
};

/** What a new snapshot has to tell the visitor: a kept quote went (`sent`), or a sent quote's photos are in. */
export function snapshotNews(
  before: UploadsSnapshot | undefined,
  after: UploadsSnapshot | undefined,
): ('sent' | 'photosIn')[] {
  const earlier = new Map(before?.sent.map((quote) => [quote.key, quote]));
  return (after?.sent ?? []).flatMap((quote) => {
    const was = earlier.get(quote.key);
    if (!was) return [];
    const news: ('sent' | 'photosIn')[] = [];
    if (was.textKept && quote.textSent) news.push('sent');
    // Refused photos went nowhere: the photos are "all in" only when some went.
    if (!was.complete && quote.complete && quote.files.some((file) => !file.failed)) news.push('photosIn');
    return news;
  });
}

/** What the queue's snapshot is made of. */
export type QueueState = {
  sessions: readonly Session[];
  draft: Session | undefined;
  waiting: boolean;
  restored: number;
  restoredDraft: File[];
};

function progressOf(session: Session): QuoteProgress {
  const listed = session.entries.filter((entry) => !entry.removed);
  // Said while a photo it refused is listed: taken out, they take it with them.
  const refusal = listed.find((entry) => entry.refusedWhole)?.failed;
  return {
    key: session.quote.key,
    files: listed.map((entry) => ({
      id: entry.kept.id,
      file: entry.file,
      sent: entry.kept.done ? entry.kept.size : Math.max(entry.progress, entry.kept.sent),
      done: entry.kept.done,
      ...(entry.failed ? { failed: entry.failed } : {}),
      ...(entry.refusedWhole ? { refusedWhole: true as const } : {}),
    })),
    textKept: Boolean(session.quote.text && !session.quote.textSent),
    textSent: session.quote.textSent,
    complete: session.complete,
    ...(refusal ? { refusal } : {}),
  };
}

function buildSnapshot({ sessions, draft, waiting, restored, restoredDraft }: QueueState): UploadsSnapshot {
  const quotes = sessions.map(progressOf);
  const counted = quotes.flatMap((quote) => quote.files.filter((file) => !file.failed));
  return {
    draft: draft && progressOf(draft),
    sent: quotes.filter((quote) => quote.key !== draft?.quote.key),
    waiting,
    restored,
    restoredDraft,
    totalBytes: counted.reduce((sum, file) => sum + file.file.size, 0),
    sentBytes: counted.reduce((sum, file) => sum + file.sent, 0),
    busy: quotes.some(
      (quote) =>
        quote.textKept || (!quote.complete && quote.files.some((file) => !file.done && !file.failed)),
    ),
  };
}

/**
 * The queue's snapshot for the form (useSyncExternalStore): built from `state` when first asked after a
 * change, the same object until the next `changed`.
 */
export function createSnapshots(state: () => QueueState) {
  const listeners = new Set<() => void>();
  let snapshot: UploadsSnapshot | undefined;
  return {
    changed() {
      snapshot = undefined;
      for (const listener of listeners) listener();
    },
    snapshot(): UploadsSnapshot {
      snapshot ??= buildSnapshot(state());
      return snapshot;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
