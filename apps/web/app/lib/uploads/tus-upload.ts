import { fileMessages } from '@nordkyst/validation';
import type { HttpResponse, Upload, UploadOptions } from 'tus-js-client';
import type { Step } from './queue-outcomes.ts';
import { type Entry, restart, type Session, type Sessions } from './upload-session.ts';
import { uploadTexts } from './upload-texts.ts';

/** Supabase's resumable uploads take 6 MB chunks (functions/_shared/quote-files-bucket.ts). */
const CHUNK_BYTES = 6 * 1024 * 1024;
const BUCKET = 'quote-files';
/** tus-js-client's own retries within one attempt (contract §2). */
const TUS_RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];
/** Token refusals of one file in a row before its round counts as failed (and waits). */
const MAX_TOKEN_REFUSALS = 2;

export type TusOptions = {
  /** tus-js-client, imported when the first upload starts. */
  loadTus(): Promise<{ Upload: typeof Upload }>;
  /** The project's public key: Storage wants it beside the upload token. */
  anonKey: string;
  tusRetryDelays?: number[];
  /** How tus reads a Blob, where its build cannot (Node, in the unit tests). */
  fileReader?: UploadOptions['fileReader'];
};

/** Contract §2: one file at a time with tus-js-client, from where the server has it. */
export function createTusUpload(
  options: TusOptions,
  parts: {
    save: Sessions['save'];
    /** The snapshot changed (progress, a refusal). */
    changed(): void;
    /** Storage confirmed a chunk: the connection works. */
    confirmed(): void;
  },
) {
  const { save, changed, confirmed } = parts;
  let tus: Promise<{ Upload: typeof Upload }> | undefined;

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

  return async function upload(session: Session, entry: Entry): Promise<Step> {
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
          confirmed();
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
  };
}

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
