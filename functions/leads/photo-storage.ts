import { createQuoteStorage, type QuoteStorage } from '../send-email/quote-storage.ts';
import type { LeadsConfig } from './config.ts';

/** Where the tool reads a quote's photos: Supabase Storage as configured, or nowhere (no photos shown). */
export function photoStorage(
  config: Pick<LeadsConfig, 'storageUrl' | 'storageServiceKey'>,
): QuoteStorage | undefined {
  const url = config.storageUrl;
  return url && config.storageServiceKey
    ? createQuoteStorage({ url: () => url, serviceKey: config.storageServiceKey })
    : undefined;
}
