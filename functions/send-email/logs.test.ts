// What the function logs over a lead's whole way: the request log and every console line carry no field
// value, no challenge, token, secret or signed link, and no file's bytes, on success and on failure
// (a refused form, a provider that fails, a bad token). Real Postgres, the local storage server and
// Resend's transport pointed at the stand-in.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createResendTransport } from '../_shared/resend-transport.ts';
import { solvedChallenge } from '../test-support/challenge.ts';
import { emptyTables, testDatabase } from '../test-support/database.ts';
import { base64Bytes, PNG_1X1, quoteBody } from '../test-support/fixtures.ts';
import { startTestStorage, tusUpload } from '../test-support/local-storage.ts';
import { startResendStandIn } from '../test-support/resend-stand-in.ts';
import {
  databaseParts,
  handlerConfig,
  photoParts,
  photosConfig,
  SEND_EMAIL_URL,
  SITE_ORIGIN,
} from '../test-support/send-email-parts.ts';
import { createSendEmailHandler } from './handler.ts';

const ALTCHA = 'logs-test-secret-0123456789abcdefghijkl';
const RETRY_SECRET = 'r'.repeat(20) + randomBytes(10).toString('hex');
const HEALTH_SECRET = 'h'.repeat(20) + randomBytes(10).toString('hex');

let db: Awaited<ReturnType<typeof testDatabase>>;
let resend: Awaited<ReturnType<typeof startResendStandIn>>;
let storage: Awaited<ReturnType<typeof startTestStorage>>;
let now: number;
const clock = { now: () => now };
/** Every line logged: the handler's request log and the console's. */
let lines: string[];

beforeAll(async () => {
  db = await testDatabase();
  resend = await startResendStandIn();
  storage = await startTestStorage();
});
afterAll(async () => {
  await storage.close();
  await resend.close();
  await db.close();
});
beforeEach(async () => {
  await emptyTables(db.sql);
  // The challenge's expiry is checked against the real time (altcha-lib).
  now = Date.now();
  lines = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(
        args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : String(arg))).join(' '),
      );
    });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const handler = (photoStorage: { url: string; serviceKey: string } = storage) =>
  createSendEmailHandler({
    config: handlerConfig({ altchaHmacKey: ALTCHA, retrySecret: RETRY_SECRET, healthSecret: HEALTH_SECRET }),
    transport: createResendTransport({ apiKey: 're_logs_test_key', endpoint: resend.url, timeoutMs: 2000 }),
    clock,
    ...databaseParts(db.sql, clock),
    uploads: photoParts(db.sql, photoStorage),
    log: (entry) => lines.push(JSON.stringify(entry)),
  });

async function call(
  path: string,
  init: RequestInit & { json?: unknown; photoStorage?: { url: string; serviceKey: string } } = {},
) {
  const { json, photoStorage, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('Origin', SITE_ORIGIN);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  const response = await handler(photoStorage)(
    new Request(`${SEND_EMAIL_URL}${path}`, {
      method: json === undefined ? 'GET' : 'POST',
      ...rest,
      headers,
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    }),
  );
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

/** The visitor's own words, each one unlike anything the function says of itself. */
const typed = {
  name: 'Sigrid Logfrisen',
  email: 'sigrid.logfrisen@example.dk',
  phone: '61 72 83 94',
  address: 'Hemmeligvej 77',
  description: 'Udskift tagrender på det skjulte udhus bag laden.',
};

/** Fails when a logged line holds any of `secrets` (or, for longer ones, a 24-character run of one). */
function expectNoneLogged(secrets: Record<string, string>) {
  expect(lines.length, 'something was logged').toBeGreaterThan(0);
  const log = lines.join('\n');
  for (const [what, secret] of Object.entries(secrets)) {
    const runs = secret.length > 48 ? [secret.slice(0, 24), secret.slice(-24)] : [secret];
    for (const run of runs) expect(log.includes(run), `${what} is in the log:\n${log}`).toBe(false);
  }
}

describe('the logs of a lead, from its challenge to its e-mail', () => {
  it('hold no field, no token, secret or link and no file bytes, while the provider fails and after', async () => {
    const photo = Buffer.concat([Buffer.from(PNG_1X1, 'base64'), randomBytes(3000)]);
    const key = `logs-${randomBytes(6).toString('hex')}`;

    // A refused form first: its values come back in the answer, never in the log.
    const refusedAltcha = await solvedChallenge(ALTCHA, clock);
    const refused = await call('/', {
      json: quoteBody({ ...typed, email: `${typed.email}@@`, altcha: refusedAltcha }),
      headers: { 'Idempotency-Key': `${key}-refused` },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);

    // The photo's grant, its upload with the grant's token, then the quote naming it.
    const altcha = await solvedChallenge(ALTCHA, clock);
    const files = [{ filename: 'udhus.png', type: 'image/png', size: photo.length }];
    const granted = await call('/uploads', {
      json: { formType: 'quote', altcha, files },
      headers: { 'Idempotency-Key': key },
    });
    expect(granted.status).toBe(200);
    const grant = granted.body as {
      grantId: string;
      files: { path: string; token: string; filename: string }[];
    };
    const [granted0] = grant.files;
    if (!granted0) throw new Error('no file granted');
    // A made-up token is refused by storage; the real one takes the photo.
    const forged = `${granted0.token.slice(0, -4)}AAAA`;
    const forgedUpload = await tusUpload(storage.url, photo, {
      token: forged,
      objectName: granted0.path,
      contentType: 'image/png',
    });
    expect(forgedUpload.ok).toBe(false);
    const upload = await tusUpload(storage.url, photo, {
      token: granted0.token,
      objectName: granted0.path,
      contentType: 'image/png',
    });
    expect(upload.ok).toBe(true);

    // The provider fails the first attempt: its error is logged as the lead's, not with the lead.
    resend.setMode('fail');
    const body = quoteBody({ ...typed, altcha, attachments: undefined });
    const quote = await call('/', {
      json: {
        ...body,
        formData: {
          ...body.formData,
          files: [{ ...files[0], path: granted0.path, filename: granted0.filename }],
        },
      },
      headers: { 'Idempotency-Key': key },
    });
    expect(quote.status).toBe(200);
    const complete = await call(`/uploads/${grant.grantId}/complete`, {
      json: {},
      headers: { 'Idempotency-Key': key },
    });
    expect(complete.status).toBeLessThan(300);

    // A quote as older pages send it, its drawing as base64 in the body.
    const legacy = await call('/', {
      json: quoteBody({ ...typed, altcha: await solvedChallenge(ALTCHA, clock) }),
      headers: { 'Idempotency-Key': `${key}-base64` },
    });
    expect(legacy.status).toBe(200);

    resend.setMode('ok');
    now += photosConfig.filesWaitMs + 60 * 60_000;
    const run = await call('/retry', {
      method: 'POST',
      headers: { Authorization: `Bearer ${RETRY_SECRET}` },
    });
    expect(run.status).toBe(200);
    const health = await call('/health', { headers: { Authorization: `Bearer ${HEALTH_SECRET}` } });
    expect([200, 503]).toContain(health.status);
    const notification = resend.calls.find(
      (sent) => sent.subject.includes(typed.name) && sent.status === 200,
    );
    expect(notification?.attachments.map((file) => file.filename)).toContain('udhus.png');
    // The notification's links to the photo (signed storage URLs) and the base64 drawing.
    const links = resend.calls.flatMap((sent) =>
      sent.attachments.flatMap((file) => (file.path ? [file.path] : [])),
    );
    expect(links.length).toBeGreaterThan(0);

    const drawing = (quoteBody().formData.attachments as { content: string }[])[1]?.content ?? '';
    expect(base64Bytes(drawing)).toBeGreaterThan(0);
    expectNoneLogged({
      ...typed,
      'the challenge': String(altcha),
      'the refused form’s challenge': String(refusedAltcha),
      'the upload token': granted0.token,
      'the forged token': forged,
      'the retry secret': RETRY_SECRET,
      'the health secret': HEALTH_SECRET,
      'the API key': 're_logs_test_key',
      'the photo’s bytes': photo.subarray(PNG_1X1.length).toString('base64'),
      'the drawing’s bytes': drawing,
      ...Object.fromEntries(links.map((link, i) => [`signed link ${i + 1}`, new URL(link).search])),
    });
  }, 30_000);
});

describe('the logs of a storage that fails', () => {
  it('name the grant, never a photo’s path or the name the visitor gave it', async () => {
    // A storage that no longer answers: signing the photo's upload fails.
    const gone = await startTestStorage();
    await gone.close();
    const name = 'sigrids-hemmelige-skur.png';
    const granted = await call('/uploads', {
      json: {
        formType: 'quote',
        altcha: await solvedChallenge(ALTCHA, clock),
        files: [{ filename: name, type: 'image/png', size: 3000 }],
      },
      headers: { 'Idempotency-Key': `logs-${randomBytes(6).toString('hex')}` },
      photoStorage: { url: gone.url, serviceKey: gone.serviceKey },
    });
    expect(granted.status).toBeGreaterThanOrEqual(500);
    const [grant] = await db.sql<{ id: string }[]>`select id from public.upload_grants`;
    const [file] = await db.sql<{ path: string }[]>`select path from public.upload_files`;
    expect(file?.path).toContain('hemmelige-skur');
    // The failure is logged, by the grant it concerns.
    expect(lines.join('\n')).toContain(grant?.id);
    // The path is the grant's folder and the photo's own name in it (its place, a random part, the name).
    const inFolder = file?.path.slice(`${grant?.id}/`.length) ?? '';
    expectNoneLogged({ 'the file’s name': 'hemmelige-skur', 'the photo’s name in its path': inFolder });
  });
});
