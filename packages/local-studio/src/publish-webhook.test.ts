import { isValidSignature } from '@sanity/webhook';
import { describe, expect, it, vi } from 'vitest';
import { createPublishWebhook, isPublishedId } from './publish-webhook.ts';

describe('publish webhook', () => {
  it('takes published documents only, as a GROQ-powered webhook does', () => {
    expect(isPublishedId('galleryItem-1')).toBe(true);
    expect(isPublishedId('drafts.galleryItem-1')).toBe(false);
    expect(isPublishedId('versions.r1.galleryItem-1')).toBe(false);
    expect(isPublishedId('_.releases.r1')).toBe(false);
  });

  it('posts the published ids of a commit and stays quiet for a draft-only commit', async () => {
    const send = vi.fn(async () => new Response(null, { status: 202 }));
    const hook = createPublishWebhook('http://127.0.0.1:1/build_hooks/local', 'hook-secret', send);
    await hook({ transactionId: 't1', documentIds: ['drafts.a'] });
    expect(send).not.toHaveBeenCalled();
    await hook({ transactionId: 't2', documentIds: ['drafts.a', 'a'] });
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:1/build_hooks/local');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ transactionId: 't2', ids: ['a'] });
    // Signed as Sanity signs a webhook: the build hook checks it with the same secret.
    const signature = new Headers(init.headers).get('sanity-webhook-signature') ?? '';
    expect(await isValidSignature(String(init.body), signature, 'hook-secret')).toBe(true);
    expect(await isValidSignature(String(init.body), signature, 'another-secret')).toBe(false);
  });

  it('survives a hook that is down, warning once per outage', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const send = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const hook = createPublishWebhook('http://127.0.0.1:1/x', 'hook-secret', send);
    await hook({ transactionId: 't1', documentIds: ['a'] });
    await hook({ transactionId: 't2', documentIds: ['b'] });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
