import { useEffect, useRef, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { hasKeptQuotes } from '~/lib/uploads/kept-marker';
import { loadUploadQueue, setChallengeSource } from '~/lib/uploads/load-queue';
import type { UploadQueue, UploadsSnapshot } from '~/lib/uploads/upload-queue';
import { snapshotNews } from '~/lib/uploads/upload-snapshot';
import { uploadTexts } from '~/lib/uploads/upload-texts';
import { quoteToasts } from './quote-toasts.ts';

// The queue, once loaded: the components read its snapshot; before that there is nothing to show.
let queue: UploadQueue | undefined;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** The page's upload queue (loaded on first use). */
export async function quoteUploads(): Promise<UploadQueue> {
  const loaded = await loadUploadQueue();
  if (!queue) {
    queue = loaded;
    loaded.subscribe(notify);
    notify();
  }
  return loaded;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The uploads' state, or undefined while no photo was picked and nothing was kept. */
export function useUploadsSnapshot(): UploadsSnapshot | undefined {
  return useSyncExternalStore(
    subscribe,
    () => queue?.snapshot(),
    () => undefined,
  );
}

/**
 * What the page does around the uploads: hands the queue the form's challenge; loads the queue when
 * the visitor starts on the form (so a quote tapped offline can be kept) or when an earlier visit left
 * something to finish (and says so); asks before the page is left while anything would be lost; tells
 * the visitor when a kept quote went and when a sent quote's photos are all in.
 */
export function useQuoteUploads(
  input: React.RefObject<HTMLInputElement | null>,
  challenge: () => Promise<string>,
): UploadsSnapshot | undefined {
  const snapshot = useUploadsSnapshot();
  useEffect(() => setChallengeSource(challenge));

  useEffect(() => {
    if (hasKeptQuotes()) {
      void quoteUploads()
        .then(async (loaded) => {
          await loaded.restore();
          const { restored } = loaded.snapshot();
          if (restored > 0) toast.info(uploadTexts.found(restored));
        })
        .catch((error: unknown) => console.error('Kept photos could not be loaded', error));
      return;
    }
    const form = input.current?.form;
    const start = () => void quoteUploads().catch(() => {});
    form?.addEventListener('focusin', start, { once: true });
    return () => form?.removeEventListener('focusin', start);
  }, [input]);

  const busy = snapshot?.busy ?? false;
  useEffect(() => {
    if (!busy) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [busy]);

  const previous = useRef(snapshot);
  useEffect(() => {
    const news = snapshotNews(previous.current, snapshot);
    previous.current = snapshot;
    for (const item of news) toast.success(item === 'sent' ? quoteToasts.success : uploadTexts.allSent);
  }, [snapshot]);

  return snapshot;
}
