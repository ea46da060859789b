import type { UploadQueue } from './upload-queue.ts';

let queue: Promise<UploadQueue> | undefined;
let challenge: () => Promise<string> = () => Promise.reject(new Error('No form gives a challenge yet'));

/** The form whose solved challenges the quotes' grants and texts use (AppForm's solver). */
export function setChallengeSource(solution: () => Promise<string>) {
  challenge = solution;
}

/**
 * The page's one upload queue, loaded on demand (a photo picked, a quote sent, something kept from an
 * earlier visit): the queue, idb-keyval and the API load then; tus-js-client with the first upload.
 */
export function loadUploadQueue(): Promise<UploadQueue> {
  queue ??= Promise.all([
    import('./upload-queue.ts'),
    import('./idb-quote-store.ts'),
    import('./upload-api.ts'),
    import('../supabase.ts'),
  ])
    .then(([{ createUploadQueue }, { idbQuoteStore }, { sendEmailUploads }, { supabaseAnonKey }]) =>
      createUploadQueue({
        store: idbQuoteStore(),
        api: sendEmailUploads,
        loadTus: () => import('tus-js-client'),
        anonKey: supabaseAnonKey,
        connection: window,
        solution: () => challenge(),
      }),
    )
    .catch((error: unknown) => {
      queue = undefined; // a failed chunk download may succeed on the next try
      throw error;
    });
  return queue;
}
