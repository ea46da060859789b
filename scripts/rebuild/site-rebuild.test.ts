// The build hook starts a rebuild only for the Studio's signed call, and answers only its own host.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sendWithHost } from '@nordkyst/local-origin';
import { encodeSignatureHeader } from '@sanity/webhook';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SiteRebuild, startSiteRebuild } from './site-rebuild.ts';

const secret = 'build-hook-test-secret';
let dir: string;
let hook: SiteRebuild;
let host: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-rebuild-'));
  // The web folder has no build tool: a rebuild that starts fails at once and keeps the (empty) site.
  hook = await startSiteRebuild({
    port: 0,
    siteDir: join(dir, 'site'),
    webDir: dir,
    bundlesDir: join(dir, 'build'),
    env: {},
    secret,
    quietMs: 0,
  });
  host = new URL(hook.url).host;
});
afterAll(async () => {
  await hook?.close();
  await rm(dir, { recursive: true, force: true });
});

const post = async (body: string, headers: Record<string, string>, hostHeader = host) =>
  sendWithHost(hook.url, hostHeader, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

describe('the local build hook', () => {
  it('starts a rebuild for the Studio’s signed call', async () => {
    const failed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const body = JSON.stringify({ transactionId: 't1', ids: ['service-1'] });
    const signature = await encodeSignatureHeader(body, Date.now(), secret);
    const response = await post(body, { 'sanity-webhook-signature': signature });
    expect(response.status).toBe(202);
    await hook.idle();
    expect(failed).toHaveBeenCalledWith(expect.stringContaining('the previous site stays online'));
    failed.mockRestore();
  });

  it('refuses an unsigned call, a wrong secret and a replayed old signature', async () => {
    const body = '{"ids":[]}';
    const wrong = await encodeSignatureHeader(body, Date.now(), 'another-secret');
    const old = await encodeSignatureHeader(body, Date.now() - 10 * 60_000, secret);
    for (const headers of [{}, { 'sanity-webhook-signature': wrong }, { 'sanity-webhook-signature': old }]) {
      const response = await post(body, headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: "Only the Studio's signed call (sanity-webhook-signature) starts a build",
      });
    }
  });

  it('refuses a foreign Host (a rebound DNS name) before reading the call', async () => {
    const body = '{"ids":[]}';
    const signature = await encodeSignatureHeader(body, Date.now(), secret);
    const response = await post(body, { 'sanity-webhook-signature': signature }, 'rebound.example');
    expect(response.status).toBe(403);
  });

  it('answers another method 405 and a body past the limit 413', async () => {
    expect((await sendWithHost(hook.url, host)).status).toBe(405);
    expect((await post('x'.repeat(200_000), {})).status).toBe(413);
  });
});
