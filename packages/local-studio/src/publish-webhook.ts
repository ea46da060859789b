// Calls the site's build hook when a commit changes published documents, with the filter of a Sanity
// GROQ-powered webhook on the dataset: published documents only, no drafts, versions or system documents.
// Each call is signed as Sanity signs its webhooks, so the build hook can refuse any other caller.
import { encodeSignatureHeader } from '@sanity/webhook';

export type Commit = { transactionId: string; documentIds: string[] };

export function isPublishedId(id: string): boolean {
  return !id.startsWith('drafts.') && !id.startsWith('versions.') && !id.startsWith('_.');
}

export function createPublishWebhook(
  url: string,
  secret: string,
  send: typeof fetch = fetch,
): (commit: Commit) => Promise<void> {
  let failing = false;
  return async ({ transactionId, documentIds }) => {
    const ids = documentIds.filter(isPublishedId);
    if (ids.length === 0) return;
    const body = JSON.stringify({ transactionId, ids });
    try {
      const response = await send(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), secret),
        },
        body,
        signal: AbortSignal.timeout(5000),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`it answered ${response.status}`);
      failing = false;
    } catch (error) {
      // Said once per outage: the site simply is not rebuilt while nothing listens (e.g. `pnpm build`).
      if (!failing) console.warn(`studio: the publish webhook ${url} failed (${(error as Error).message})`);
      failing = true;
    }
  };
}
