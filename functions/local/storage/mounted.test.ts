// The storage server as the functions runner serves it: Supabase's local shape
// (`<runner>/storage/v1`), its service key in the start result, uploads from the site's origins.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { systemClock } from '../../_shared/clock.ts';
import { startTestRunner } from '../../test-support/local-runner.ts';
import { tusUpload } from '../../test-support/local-storage.ts';
import { createLocalStorage } from './storage-server.ts';

const SITE = 'https://www.nordkystbyg.dk';
let runner: Awaited<ReturnType<typeof startTestRunner>>;
beforeAll(async () => {
  runner = await startTestRunner('storage-mount-test-secret-0123456789abcdef', {
    env: { ALLOWED_ORIGINS: SITE },
  });
});
afterAll(() => runner?.close());

it('serves Storage at /storage/v1 to supabase-js with the service key it reports', async () => {
  const { server } = runner;
  expect(server.storage.url).toBe(`${server.url}/storage/v1`);
  const bucket = createClient(server.url, server.storage.serviceKey).storage.from('quote-files');
  const { data, error } = await bucket.createSignedUploadUrl('quote-9/photo.png');
  expect(error).toBeNull();
  const outcome = await tusUpload(server.url, Buffer.from('png bytes'), {
    token: data?.token ?? '',
    objectName: 'quote-9/photo.png',
    contentType: 'image/png',
  });
  expect(outcome).toMatchObject({ ok: true });
  expect((await bucket.list('quote-9')).data?.map((entry) => entry.name)).toEqual(['photo.png']);
});

it("lets the site's pages upload from the browser (CORS on the TUS endpoint), no other origin", async () => {
  const preflight = (origin: string) =>
    fetch(`${runner.server.url}/storage/v1/upload/resumable/sign`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'tus-resumable,upload-length,upload-metadata,x-signature',
      },
    });
  const allowed = await preflight(SITE);
  expect(allowed.status).toBe(204);
  expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE);
  const allowHeaders = allowed.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
  for (const header of ['tus-resumable', 'upload-length', 'upload-metadata', 'upload-offset', 'x-signature'])
    expect(allowHeaders).toContain(header);
  const exposed = allowed.headers.get('access-control-expose-headers')?.toLowerCase() ?? '';
  for (const header of ['location', 'upload-offset', 'upload-length', 'tus-resumable'])
    expect(exposed).toContain(header);
  const foreign = await preflight('https://evil.example');
  expect(foreign.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
});

it('keeps its secret per data folder (0600): a restart has the same service key', async () => {
  const dir = runner.server.storage.dir;
  const again = await createLocalStorage({ dir, clock: systemClock, allowedOrigins: [] });
  expect(again.serviceKey).toBe(runner.server.storage.serviceKey);
  expect((await stat(join(dir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
});
