import { fileMessages, spamMessages } from '@nordkyst/validation';
import type { HttpResponse, Upload, UploadOptions } from 'tus-js-client';
import type { SubmitFailure } from '../send-email.ts';
import { KEEP_MS, type KeptFile, type KeptQuote, type KeptQuoteStore } from './kept-quotes.ts';
import type { FileRef, UploadApi } from './upload-api.ts';
import { uploadTexts } from './upload-texts.ts';

/** Supabase's resumable uploads take 6 MB chunks (functions/_shared/quote-files-bucket.ts). */
const CHUNK_BYTES = 6 * 1024 * 1024;
const BUCKET = 'quote-files';
/** tus-js-client's own retries within one attempt (contract §2). */
const TUS_RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];
/** The waits between failed rounds; the last repeats for as long as the page is open. */
const BACKOFF_MS = [1000, 3000, 5000, 10_000, 20_000, 30_000];
/** A grant this close to its end is asked for again before another upload starts. */
const GRANT_MARGIN_MS = 5 * 60_000;
/** Token refusals of one file in a row before its round counts as failed (and waits). */
const MAX_TOKEN_REFUSALS = 2;

export type UploadQueueOptions = {
  store: KeptQuoteStore;
  api: UploadApi;
  /** tus-js-client, imported when the first upload starts. */
  loadTus(): Promise<{ Upload: typeof Upload }>;
  /** The project's public key: Storage wants it beside the upload token. */
  anonKey: string;
  /** Fires `online` when the connection comes back (the window). */
  connection: EventTarget;
  /** The form's solved challenge (a new one each call). */
  solution(): Promise<string>;
  backoffMs?: readonly number[];
  tusRetryDelays?: number[];
  /** How tus reads a Blob, where its build cannot (Node, in the unit tests). */
  fileReader?: UploadOptions['fileReader'];
  now?: () => number;
};

export type FileProgress = {
  id: string;
  file: File;
  /** Bytes in storage (or on their way in the current request). */
  sent: number;
  done: boolean;
  /** Why the file cannot be sent (a refusal no retry will change). */
  failed?: string;
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

/** What a tap on send came to (the queue answers it within one request to send-email). */
export type TapResult =
  | { success: true; photosPending: boolean; kept?: true }
  | (SubmitFailure & { kept?: undefined });

type Entry = {
  kept: KeptFile;
  file: File;
  progress: number;
  failed?: string;
  removed?: boolean;
  tokenRefusals: number;
  /** The running upload: `stop` ends it and settles its round. */
  stop?: () => Promise<void>;
};

type Session = {
  quote: KeptQuote;
  entries: Entry[];
  /** The session's solution was refused (used, expired): the next request takes a fresh one. */
  staleChallenge: boolean;
  /** Challenge refusals in a row: a fresh solution refused too waits before the next. */
  challengeRefusals: number;
  regrant: boolean;
  complete: boolean;
  granting?: Promise<Step>;
  texting?: Promise<TapResult>;
  saving: Promise<void>;
};

/** A round's outcome: go on, or wait before the next (no answer, a server fault). */
type Step = 'next' | 'wait' | 'idle';

const challengeRefusals = new Set<string>(
  Object.values(spamMessages.da).filter((message) => message !== spamMessages.da.honeypot),
);

/**
 * The photos of quotes on their way to storage (issue 49): each picked photo is kept on the device
 * (the store) and uploaded with tus-js-client through send-email's grant, one at a time, resuming from
 * the server's offset after a cut. A failed round waits (backoff, or the `online` event) and tries again,
 * for as long as the page is open. A tapped quote's text goes at once, ahead of any photo; offline it is
 * kept and sent when the connection returns, with the same Idempotency-Key. A quote is forgotten when its
 * text is sent and every photo is in (send-email told, §4); one left unfinished is finished on a later
 * visit within a day (`restore`).
 */
export function createUploadQueue(options: UploadQueueOptions) {
  const now = options.now ?? Date.now;
  const backoff = options.backoffMs ?? BACKOFF_MS;
  const sessions: Session[] = [];
  let draft: Session | undefined;
  let restored = 0;
  let restoredDraft: File[] = [];
  let waiting = false;
  let failures = 0;
  let wake: (() => void) | undefined;
  let pumping = false;
  let again = false;
  let current: Entry | undefined;
  let stopped = false;
  let tus: Promise<{ Upload: typeof Upload }> | undefined;
  const listeners = new Set<() => void>();
  let snapshot: UploadsSnapshot | undefined;

  function changed() {
    snapshot = undefined;
    for (const listener of listeners) listener();
  }

  const live = (session: Session) => session.entries.filter((entry) => !entry.removed && !entry.failed);

  function save(session: Session): Promise<void> {
    session.quote.files = session.entries.filter((entry) => !entry.removed).map((entry) => entry.kept);
    const record = structuredClone(session.quote);
    session.saving = session.saving
      .then(() => options.store.save(record))
      .catch((error: unknown) => console.warn('The quote could not be kept on the device', error));
    return session.saving;
  }

  function newSession(quote: KeptQuote, entries: Entry[] = []): Session {
    const session: Session = {
      quote,
      entries,
      staleChallenge: false,
      challengeRefusals: 0,
      regrant: false,
      complete: false,
      saving: Promise.resolve(),
    };
    sessions.push(session);
    return session;
  }

  function entryOf(file: File, kept?: KeptFile): Entry {
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

  async function solution(session: Session): Promise<string | undefined> {
    if (session.quote.altcha && !session.staleChallenge) return session.quote.altcha;
    try {
      const fresh = await options.solution();
      session.quote.altcha = fresh;
      session.staleChallenge = false;
      return fresh;
    } catch (error) {
      console.warn('No challenge for the quote yet', error);
      return undefined;
    }
  }

  /** A refusal a new solution may cure (used, expired): the next request takes a fresh one. */
  function challengeRefused(session: Session, failure: SubmitFailure): boolean {
    if (!challengeRefusals.has(failure.error)) return false;
    session.staleChallenge = true;
    session.challengeRefusals += 1;
    return true;
  }

  /** No answer, or one a later try may change (rate limit, a server fault; not a full store). */
  const transient = (failure: SubmitFailure) =>
    failure.unreachable ||
    !failure.status ||
    failure.status === 429 ||
    (failure.status >= 500 && failure.status !== 507);

  function needsGrant(session: Session): boolean {
    const entries = live(session);
    if (entries.some((entry) => !entry.kept.path)) return true;
    const expiresAt = Date.parse(session.quote.grant?.expiresAt ?? '');
    const expiring = !(expiresAt - now() > GRANT_MARGIN_MS);
    return entries.some((entry) => !entry.kept.done) && (session.regrant || expiring);
  }

  /** Contract §1 for every file the session has; one request at a time per session. */
  function grant(session: Session): Promise<Step> {
    session.granting ??= (async () => {
      const entries = live(session);
      const altcha = await solution(session);
      if (!altcha) return 'wait';
      const answer = await options.api.grant({
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
  }

  function refusedGrant(session: Session, entries: Entry[], failure: SubmitFailure): Step {
    if (transient(failure)) return 'wait';
    if (challengeRefused(session, failure)) return session.challengeRefusals > 1 ? 'wait' : 'next';
    const byFile = Object.entries(failure.fieldErrors ?? {});
    for (const [path, messages] of byFile) {
      const index = Number(/^attachments\.(\d+)/.exec(path)?.[1]);
      const entry = entries[index];
      if (entry && messages[0]) entry.failed = messages[0];
    }
    // A refusal of the whole (507: the client's share or the store is full): no photo of it can go.
    if (!byFile.length) for (const entry of entries) entry.failed = failure.error;
    changed();
    return 'next';
  }

  /** The file starts over: its path changed, or the server lost the incomplete upload. */
  function restart(entry: Entry) {
    void entry.stop?.();
    entry.kept.uploadUrl = undefined;
    entry.kept.sent = 0;
    entry.kept.done = false;
    entry.progress = 0;
  }

  /** Contract §2: one file with tus-js-client, from where the server has it. */
  async function upload(session: Session, entry: Entry): Promise<Step> {
    let Tus: { Upload: typeof Upload };
    try {
      tus ??= options.loadTus().catch((error: unknown) => {
        tus = undefined;
        throw error;
      });
      Tus = await tus;
    } catch (error) {
      console.warn('The upload code could not be loaded', error);
      return 'wait';
    }
    const { endpoint = '' } = session.quote.grant ?? {};
    return new Promise<Step>((resolve) => {
      const upload = new Tus.Upload(entry.file, {
        endpoint,
        uploadUrl: entry.kept.uploadUrl ?? null,
        headers: { 'x-signature': entry.kept.token ?? '', apikey: options.anonKey },
        chunkSize: CHUNK_BYTES,
        uploadDataDuringCreation: true,
        retryDelays: options.tusRetryDelays ?? TUS_RETRY_DELAYS,
        // The queue keeps the upload's URL itself (with the quote), not tus-js-client's localStorage.
        storeFingerprintForResuming: false,
        metadata: {
          bucketName: BUCKET,
          objectName: entry.kept.path ?? '',
          contentType: entry.kept.type,
          cacheControl: '3600',
        },
        ...(options.fileReader ? { fileReader: options.fileReader } : {}),
        // tus-js-client gives up while the browser says it is offline; a cut does not always say so.
        onShouldRetry: (error) => !refusal(statusOf(error)),
        onUploadUrlAvailable: () => {
          entry.kept.uploadUrl = upload.url ?? undefined;
          void save(session);
        },
        onProgress: (sent) => {
          entry.progress = sent;
          changed();
        },
        onChunkComplete: (_chunk, accepted) => {
          entry.kept.sent = accepted;
          entry.tokenRefusals = 0;
          failures = 0;
          void save(session);
        },
        onSuccess: () => {
          entry.kept.done = true;
          entry.kept.sent = entry.kept.size;
          entry.progress = entry.kept.size;
          void save(session).then(() => resolve('next'));
        },
        onError: (error) => resolve(failedUpload(session, entry, error)),
      });
      entry.stop = async () => {
        await upload.abort();
        resolve('next');
      };
      upload.start();
    }).finally(() => {
      entry.stop = undefined;
    });
  }

  function failedUpload(session: Session, entry: Entry, error: Error): Step {
    const status = statusOf(error);
    if (!refusal(status)) return 'wait';
    const body = responseOf(error)?.getBody() ?? '';
    if (status === 404) {
      // The incomplete upload is gone from the server: start the file over.
      restart(entry);
      return 'next';
    }
    if (status === 400 && /signature|JWS|"exp" claim|scoped/i.test(body)) {
      // The token expired or does not fit: a new grant (its tokens), then the same upload.
      entry.tokenRefusals += 1;
      session.regrant = true;
      return entry.tokenRefusals > MAX_TOKEN_REFUSALS ? 'wait' : 'next';
    }
    entry.failed =
      status === 413
        ? fileMessages.tooLarge(entry.kept.name)
        : status === 415
          ? fileMessages.typeNotAllowed(entry.kept.type)
          : uploadTexts.fileRefused(entry.kept.name);
    console.error(`Storage refused ${entry.kept.name}: ${status} ${body}`);
    changed();
    return 'next';
  }

  /** Contract §3: the quote's text with its files' paths; one request at a time per session. */
  function sendText(session: Session): Promise<TapResult> {
    session.texting ??= (async (): Promise<TapResult> => {
      const unsent = { success: false, error: '', unreachable: true } as const;
      if (live(session).some((entry) => !entry.kept.path) && (await grant(session)) !== 'next') return unsent;
      // A photo refused by the grant (its type, its size, a full store): the visitor takes it out first.
      const refused = session.entries.find((entry) => entry.failed && !entry.removed)?.failed;
      if (refused) return { success: false, error: refused, fieldErrors: { files: [refused] } };
      const files: FileRef[] = live(session).map(({ kept }) => ({
        path: kept.path ?? '',
        filename: kept.name,
        type: kept.type,
        size: kept.size,
      }));
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const altcha = await solution(session);
        if (!altcha) return unsent;
        const answer = await options.api.sendQuote(session.quote.key, {
          ...session.quote.text,
          altcha,
          files,
        });
        if (answer.success) {
          session.challengeRefusals = 0;
          session.quote.textSent = true;
          session.quote.text = undefined;
          await save(session);
          return { success: true, photosPending: live(session).some((entry) => !entry.kept.done) };
        }
        if (!challengeRefused(session, answer)) return answer;
      }
      return unsent;
    })().finally(() => {
      session.texting = undefined;
      changed();
    });
    return session.texting;
  }

  async function complete(session: Session): Promise<Step> {
    const grantId = session.quote.grant?.grantId;
    if (grantId) {
      const answer = await options.api.complete(grantId);
      if (!answer.success && answer.unreachable) return 'wait';
    }
    session.complete = true;
    await session.saving;
    await options.store.remove(
      session.quote.key,
      session.entries.map((entry) => entry.kept.id),
    );
    changed();
    return 'next';
  }

  async function step(): Promise<Step> {
    // Tapped quotes first: a kept text, then their grant, then everything's photos in order.
    for (const session of sessions) {
      if (!session.quote.text || session.quote.textSent) continue;
      const result = await sendText(session);
      if (result.success) return 'next';
      if (transient(result)) return 'wait';
      // Refused after it was kept (the form is long gone): nothing a retry changes.
      console.error('A kept quote was refused:', result.error);
      session.quote.text = undefined;
      await save(session);
      return 'next';
    }
    const open = sessions.filter((session) => !session.complete);
    for (const session of open) if (needsGrant(session)) return grant(session);
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

  /**
   * Works until nothing is left; after a failed round waits (backoff or `online`) and goes on.
   * `failed`: the caller's own try just failed, so the first round waits too.
   */
  async function pump(failed = false) {
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      if (failed) await pause();
      while (!stopped) {
        again = false;
        const outcome = await step();
        if (outcome === 'next') {
          failures = 0;
          continue;
        }
        if (outcome === 'idle' && !again) break;
        if (outcome === 'wait') await pause();
      }
    } finally {
      pumping = false;
    }
  }

  function pause(): Promise<void> {
    const delay = backoff[Math.min(failures, backoff.length - 1)] ?? 30_000;
    failures += 1;
    waiting = true;
    changed();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, delay);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        waiting = false;
        changed();
        resolve();
      }
      wake = done;
    });
  }

  // The connection is back: stop waiting, and restart an upload that may sit in tus-js-client's own
  // retry delay (it asks the server for its offset, so nothing is sent twice).
  options.connection.addEventListener('online', () => {
    failures = 0;
    wake?.();
    void current?.stop?.();
  });

  function progressOf(session: Session): QuoteProgress {
    return {
      key: session.quote.key,
      files: session.entries
        .filter((entry) => !entry.removed)
        .map((entry) => ({
          id: entry.kept.id,
          file: entry.file,
          sent: entry.kept.done ? entry.kept.size : Math.max(entry.progress, entry.kept.sent),
          done: entry.kept.done,
          ...(entry.failed ? { failed: entry.failed } : {}),
        })),
      textKept: Boolean(session.quote.text && !session.quote.textSent),
      textSent: session.quote.textSent,
      complete: session.complete,
    };
  }

  function buildSnapshot(): UploadsSnapshot {
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

  return {
    /** Photos picked for the quote being filled in: kept, and sent as soon as they are granted. */
    async add(files: readonly File[]) {
      draft ??= newSession({ key: crypto.randomUUID(), keptAt: now(), files: [], textSent: false });
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
      wake?.();
      void pump();
    },

    /** A photo taken out of the quote being filled in: its upload stops. */
    remove(file: File) {
      const entry = draft?.entries.find((candidate) => candidate.file === file && !candidate.removed);
      if (!draft || !entry) return;
      entry.removed = true;
      void entry.stop?.();
      void save(draft);
      changed();
    },

    /**
     * The tap: the quote's text (its fields, without files and challenge) goes now with the granted
     * paths of `files`, whether or not they are in yet. Offline it is kept and sent when it can be.
     */
    async send(text: Record<string, unknown>, files: readonly File[]): Promise<TapResult> {
      const session =
        draft ?? newSession({ key: crypto.randomUUID(), keptAt: now(), files: [], textSent: false });
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
        void pump(!result.success);
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
        if (sessions.some((session) => session.quote.key === quote.key)) continue;
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
        const session = newSession(quote, entries);
        restored += entries.filter((entry) => !entry.kept.done).length;
        if (!quote.text && !quote.textSent && !draft) {
          draft = session;
          restoredDraft = entries.map((entry) => entry.file);
        }
      }
      changed();
      void pump();
    },

    /** Ends its work as closing the page does (the unit tests' reload): nothing is sent after this. */
    async stop() {
      stopped = true;
      wake?.();
      await current?.stop?.();
    },

    snapshot(): UploadsSnapshot {
      snapshot ??= buildSnapshot();
      return snapshot;
    },

    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type UploadQueue = ReturnType<typeof createUploadQueue>;

function responseOf(error: Error): HttpResponse | undefined {
  return (error as { originalResponse?: HttpResponse | null }).originalResponse ?? undefined;
}

function statusOf(error: Error): number {
  return responseOf(error)?.getStatus() ?? 0;
}

/** A refusal no retry of the same request changes (not a lost connection, a server fault or a lock). */
function refusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 409 && status !== 423 && status !== 429;
}
