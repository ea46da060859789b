// The deployed functions as deployed: functions/send-email/index.ts and functions/keep-alive/index.ts
// served by Deno (the version the repository pins), their imports resolved through
// supabase/import_map.json alone as Supabase's bundler resolves them (npm: packages from the registry,
// cached in .data/deno), against a test database on PostgreSQL and a stand-in for Resend's HTTP API. Only the
// loopback guard is relaxed (ALLOW_LOOPBACK_SERVICES=true).
import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solvedChallenge } from '../test-support/challenge.ts';
import { testDatabase } from '../test-support/database.ts';
import { type Served, serveEntry, stop } from '../test-support/deno-serve.ts';
import { contactBody, moldovaBody, PDF_MINIMAL, PNG_1X1, quoteBody } from '../test-support/fixtures.ts';
import { photo } from '../test-support/large-files.ts';
import { startResendStandIn } from '../test-support/resend-stand-in.ts';
import { sanityTokens, startSanityUsersStandIn } from '../test-support/sanity-users.ts';

const SITE = 'http://127.0.0.1:4173';
const ALTCHA_KEY = 'deno-suite-altcha-key-0123456789abcdef';
const RETRY_SECRET = 'deno-suite-retry-secret-0123456789abcdef';
const HEALTH_SECRET = 'deno-suite-health-secret-0123456789abcdef';
// Both functions read it, as Supabase's project secrets are the project's (decision 062).
const LEAD_ACTION_SECRET = 'deno-suite-lead-action-secret-0123456789';
const COMPANY = 'kontakt@nordkystbyg.dk';

let db: Awaited<ReturnType<typeof testDatabase>>;
let resend: Awaited<ReturnType<typeof startResendStandIn>>;
let sendEmail: Served;
let keepAlive: Served;
let leads: Served;
let sanity: Awaited<ReturnType<typeof startSanityUsersStandIn>>;
const STUDIO = 'https://nordkyst.sanity.studio';
const restCalls: { path: string; method: string; headers: IncomingHttpHeaders }[] = [];
const rest = createServer((request, response) => {
  restCalls.push({ path: request.url ?? '', method: request.method ?? '', headers: request.headers });
  response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
});

beforeAll(async () => {
  db = await testDatabase();
  resend = await startResendStandIn();
  sanity = await startSanityUsersStandIn();
  await new Promise<void>((resolve) => rest.listen(0, '127.0.0.1', resolve));
  const restUrl = `http://127.0.0.1:${(rest.address() as AddressInfo).port}`;
  [sendEmail, keepAlive, leads] = await Promise.all([
    serveEntry('functions/send-email/index.ts', {
      EMAIL_TRANSPORT: 'resend',
      RESEND_API_KEY: 're_deno_suite',
      RESEND_API_URL: resend.url,
      EMAIL_FROM: 'Nordkyst Byg ApS <kontakt@nordkystbyg.dk>',
      COMPANY_EMAIL: COMPANY,
      ALLOWED_ORIGINS: SITE,
      ALTCHA_HMAC_KEY: ALTCHA_KEY,
      RETRY_SECRET,
      HEALTH_SECRET,
      LEAD_ACTION_SECRET,
      SITE_URL: SITE,
      SUPABASE_DB_URL: db.server.url,
      // What Supabase sets: the file links in a notification start with it.
      SUPABASE_URL: 'https://abcdefgh.supabase.co',
      // Small, so a photo of 300 KB arrives as a link (the real limit is 20 MB).
      EMAIL_MAX_BYTES: '200000',
      DATABASE_POOL_SIZE: '1',
      ALLOW_LOOPBACK_SERVICES: 'true',
    }),
    serveEntry('functions/keep-alive/index.ts', {
      SUPABASE_URL: restUrl,
      SUPABASE_ANON_KEY: 'anon-key',
    }),
    serveEntry('functions/leads/index.ts', {
      SANITY_PROJECT_ID: 'nordkyst',
      SANITY_API_HOST: sanity.apiHost,
      STUDIO_ORIGINS: STUDIO,
      LEADS_LINK_SECRET: 'deno-suite-leads-link-secret-0123456789',
      LEAD_ACTION_SECRET,
      ALLOWED_ORIGINS: SITE,
      SUPABASE_DB_URL: db.server.url,
      DATABASE_POOL_SIZE: '1',
      ALLOW_LOOPBACK_SERVICES: 'true',
      RESOLVE_LOCALHOST_SUBDOMAINS: 'true',
    }),
  ]);
}, 300_000);

afterAll(async () => {
  await Promise.all([stop(sendEmail), stop(keepAlive), stop(leads)]);
  await sanity?.close();
  await new Promise((resolve) => rest.close(resolve));
  await resend?.close();
  await db?.close();
});

beforeEach(() => resend.setMode('ok'));

let client = 0;
/** A submission as the site sends it: JSON, the site's origin, a solved challenge, the platform's client header. */
async function submit(body: { formData: Record<string, unknown> }, headers: Record<string, string> = {}) {
  body.formData.altcha = await solvedChallenge(ALTCHA_KEY);
  const response = await fetch(`${sendEmail.url}/send-email`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: SITE,
      'cf-connecting-ip': `203.0.113.${++client}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const callsFor = (id: string) => resend.calls.filter((call) => call.key.endsWith(id));

describe('the deployed functions under Deno, through supabase/import_map.json', () => {
  it('sends a contact message: stored, notification to the company, confirmation to the sender', async () => {
    const challenge = await fetch(`${sendEmail.url}/send-email/challenge`, { headers: { Origin: SITE } });
    expect(challenge.status).toBe(200);
    expect(challenge.headers.get('Access-Control-Allow-Origin')).toBe(SITE);
    expect(await challenge.json()).toHaveProperty('signature');

    const { status, body } = await submit(contactBody());
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      submissionId: expect.any(String),
      notificationId: expect.stringMatching(/^re_/),
      confirmationId: expect.stringMatching(/^re_/),
    });
    const calls = callsFor(body.submissionId);
    expect(calls.map((call) => [call.to, call.status, call.authorization])).toEqual([
      [COMPANY, 200, 'Bearer re_deno_suite'],
      ['ole@example.dk', 200, 'Bearer re_deno_suite'],
    ]);
    const [row] =
      await db.sql`select status, attempts from public.form_submissions where id = ${body.submissionId}`;
    expect(row).toEqual({ status: 'sent', attempts: 1 });
  });

  it('sends a quote with its files to the company only, and keeps no file once delivered', async () => {
    const { status, body } = await submit(quoteBody());
    expect(status).toBe(200);
    const [notification, confirmation] = callsFor(body.submissionId);
    expect(notification?.attachments).toEqual([
      { filename: 'carport.png', sha256: sha256(PNG_1X1) },
      { filename: 'tegning.pdf', sha256: sha256(PDF_MINIMAL) },
    ]);
    expect(confirmation?.attachments).toEqual([]);
    expect(
      await db.sql`select from public.submission_attachments where submission_id = ${body.submissionId}`,
    ).toHaveLength(0);
  });

  it('sends a file that does not fit the e-mail as a link under SUPABASE_URL, which returns its bytes', async () => {
    const large = photo(300_000, 7);
    const attachments = [
      { filename: 'carport.png', content: PNG_1X1, type: 'image/png', size: 70 },
      { filename: 'tag.png', content: large.content, type: 'image/png', size: large.bytes.length },
    ];
    const { status, body } = await submit(quoteBody({ attachments }));
    expect(status).toBe(200);
    const [notification] = callsFor(body.submissionId);
    expect(notification?.attachments.map((file) => file.filename)).toEqual(['carport.png']);
    const link = /https:\/\/abcdefgh\.supabase\.co\/functions\/v1(\/send-email\/files\/\S+)/.exec(
      notification?.text ?? '',
    );
    expect(link).not.toBeNull();
    // On Supabase the platform strips /functions/v1 before the function sees the path.
    const file = await fetch(`${sendEmail.url}${link?.[1]}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect(file.headers.get('Content-Disposition')).toBe(
      `attachment; filename="tag.png"; filename*=UTF-8''tag.png`,
    );
    expect(Buffer.compare(Buffer.from(await file.arrayBuffer()), Buffer.from(large.bytes))).toBe(0);
  });

  it('sends a job application, confirmed in Russian', async () => {
    const { status, body } = await submit(moldovaBody());
    expect(status).toBe(200);
    const [notification, confirmation] = callsFor(body.submissionId);
    expect(notification?.to).toBe(COMPANY);
    expect(confirmation?.to).toBe('ion@example.md');
    expect(confirmation?.subject).toMatch(/[а-я]/);
  });

  it('keeps a lead the provider refused, and the scheduled retry delivers it with the same keys', async () => {
    resend.setMode('fail');
    const { status, body } = await submit(quoteBody({ name: 'Karen Retry' }));
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, submissionId: expect.any(String) });
    resend.setMode('ok');

    const unauthorized = await fetch(`${sendEmail.url}/send-email/retry`, { method: 'POST' });
    expect(unauthorized.status).toBe(401);
    // The uptime monitor's secret reads the health check only: it starts no retry run.
    const monitor = await fetch(`${sendEmail.url}/send-email/retry`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${HEALTH_SECRET}` },
    });
    expect(monitor.status).toBe(401);
    // The first retry is due after 30 s; the test brings it forward instead of waiting.
    await db.sql`update public.form_submissions set next_attempt_at = now() where id = ${body.submissionId}`;
    const run = await fetch(`${sendEmail.url}/send-email/retry`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${RETRY_SECRET}` },
    });
    expect(await run.json()).toEqual({ success: true, attempted: 1, delivered: 1, failed: 0, deleted: 0 });

    const calls = callsFor(body.submissionId);
    expect(calls.map((call) => call.status)).toEqual([500, 200, 200]);
    expect(calls[1]?.key).toBe(calls[0]?.key);
    expect(calls[1]?.attachments.map((file) => file.filename)).toEqual(['carport.png', 'tegning.pdf']);
    const [row] =
      await db.sql`select status, attempts from public.form_submissions where id = ${body.submissionId}`;
    expect(row).toEqual({ status: 'sent', attempts: 2 });

    expect(await (await fetch(`${sendEmail.url}/send-email/health`)).json()).toEqual({ alive: true });
    const health = await fetch(`${sendEmail.url}/send-email/health`, {
      headers: { Authorization: `Bearer ${HEALTH_SECRET}` },
    });
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true, failed: 0, overdue: 0, pending: 0 });
  });

  it('gives a lead up at once, with Resend’s error, when Resend refuses it for good (422): no retry', async () => {
    resend.setMode('refuse');
    const { status, body } = await submit(
      contactBody({ name: 'Afvist', message: 'En besked Resend afviser.' }),
    );
    expect(status).toBe(200);
    const [row] = await db.sql`select status, attempts, last_error from public.form_submissions
      where id = ${body.submissionId}`;
    expect(row).toEqual({
      status: 'failed',
      attempts: 1,
      last_error: 'given up, refused for good by the provider: Resend answered 422: Invalid `to` field.',
    });
    expect(callsFor(body.submissionId).map((call) => call.status)).toEqual([422]);
    await db.sql`update public.form_submissions set status = 'handled' where id = ${body.submissionId}`;
  });

  it('stores a text sent again and again as spam: answered as a lead, nothing sent', async () => {
    const flood = { message: 'Køb billige solceller nu, se https://spam.example' };
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await submit(contactBody({ ...flood, name: `Bot ${i}`, email: `bot${i}@example.com` })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const last = answers[3]?.body.submissionId;
    expect(answers[3]?.body).toEqual({ success: true, submissionId: expect.any(String) });
    const [row] = await db.sql`select status, spam_reason from public.form_submissions where id = ${last}`;
    expect(row).toEqual({ status: 'spam', spam_reason: 'repeated-text' });
    expect(callsFor(last)).toEqual([]);
  });

  it('answers a repeated Idempotency-Key with the first answer and sends nothing again', async () => {
    const key = crypto.randomUUID();
    const first = await submit(contactBody({ name: 'Gentaget' }), { 'Idempotency-Key': key });
    const again = await submit(contactBody({ name: 'Gentaget' }), { 'Idempotency-Key': key });
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(callsFor(first.body.submissionId)).toHaveLength(2);
    expect(await db.sql`select from public.form_submissions where idempotency_key = ${key}`).toHaveLength(1);
  });

  it("leads shows the Studio's owner every lead, and nobody else any", async () => {
    const { body } = await submit(contactBody({ name: 'Lead Deno' }));
    const list = (token?: string) =>
      fetch(`${leads.url}/leads?q=Lead%20Deno`, {
        headers: { Origin: STUDIO, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
    expect((await list()).status).toBe(401);
    expect((await list(sanityTokens.expired)).status).toBe(401);
    expect((await list(sanityTokens.editor)).status).toBe(403);
    const owner = await list(sanityTokens.owner);
    expect(owner.status).toBe(200);
    expect(owner.headers.get('Access-Control-Allow-Origin')).toBe(STUDIO);
    expect((await owner.json()).leads).toEqual([
      expect.objectContaining({ id: body.submissionId, form: 'contact', name: 'Lead Deno', status: 'new' }),
    ]);
    const auth = { Authorization: `Bearer ${sanityTokens.owner}` };
    const lead = await fetch(`${leads.url}/leads/${body.submissionId}`, { headers: auth });
    expect((await lead.json()).steps.map((step: { outcome: string }) => step.outcome)).toEqual([
      'sent',
      'sent',
    ]);
    expect(
      (await fetch(`${leads.url}/leads/${body.submissionId}`, { method: 'DELETE', headers: auth })).status,
    ).toBe(200);
    expect((await fetch(`${leads.url}/leads/${body.submissionId}`, { headers: auth })).status).toBe(404);
    expect(await db.sql`select from public.form_submissions where id = ${body.submissionId}`).toHaveLength(0);
  });

  it('the notification’s "Jeg har ringet" is signed by send-email and taken once by leads, from the site', async () => {
    const { body } = await submit(contactBody({ name: 'Ring Deno' }));
    const [notification] = callsFor(body.submissionId);
    const link = /^Jeg har ringet: (\S+)$/m.exec(notification?.text ?? '')?.[1] ?? '';
    expect(link.startsWith(`${SITE}/handling/#${body.submissionId}.called.`)).toBe(true);
    const take = () =>
      fetch(`${leads.url}/leads/actions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: SITE },
        body: JSON.stringify({ token: link.split('#')[1] }),
      });
    const first = await take();
    expect(first.status).toBe(200);
    expect(first.headers.get('Access-Control-Allow-Origin')).toBe(SITE);
    expect((await take()).status).toBe(409);
    const [row] =
      await db.sql`select work_status from public.form_submissions where id = ${body.submissionId}`;
    expect(row).toEqual({ work_status: 'answered' });
  });

  it('keep-alive answers the ping and touches the project’s REST API', async () => {
    const response = await fetch(`${keepAlive.url}/keep-alive`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE },
      body: JSON.stringify({ source: 'deno-suite', userAgent: 'vitest' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, at: expect.any(String) });
    expect(restCalls).toEqual([
      expect.objectContaining({
        path: '/rest/v1/rpc/keep_alive',
        method: 'POST',
        headers: expect.objectContaining({
          apikey: 'anon-key',
          authorization: 'Bearer anon-key',
        }),
      }),
    ]);
  });
});
