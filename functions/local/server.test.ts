import { sendWithHost } from '@nordkyst/local-origin';
import { createClient } from '@supabase/supabase-js';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedChallenge } from '../test-support/challenge.ts';
import { startTestRunner } from '../test-support/local-runner.ts';
import type { FunctionsServer } from './server.ts';

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const ALTCHA_HMAC_KEY = 'local-runner-test-secret-0123456789abcdef';
let server: FunctionsServer;
let runner: Awaited<ReturnType<typeof startTestRunner>>;

beforeAll(async () => {
  runner = await startTestRunner(ALTCHA_HMAC_KEY);
  server = runner.server;
});
afterAll(() => runner?.close());

/** Logs in to the outbox as the owner does (the code from its file, on the outbox's own page): the cookie. */
async function logInToOutbox(): Promise<string> {
  const response = await fetch(`${server.url}/outbox/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
    body: new URLSearchParams({ code: await runner.loginCode() }),
  });
  expect(response.status).toBe(303);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function parsedOutbox() {
  return Promise.all((await runner.outbox()).map((raw) => simpleParser(raw)));
}

describe('local functions runner', () => {
  it('serves send-email to supabase-js and writes both e-mails to the outbox as .eml', async () => {
    const supabase = createClient(server.url, 'local-anon-key');
    const { data, error } = await supabase.functions.invoke('send-email', {
      body: {
        formType: 'quote',
        formData: {
          name: '<b>Ole</b>',
          email: 'ole@example.dk',
          phone: '12345678',
          address: 'Strandvejen 1',
          postalCode: '3250',
          description: 'Nyt badeværelse <script>alert(1)</script>',
          acceptTerms: true,
          attachments: [{ filename: 'bad.png', content: PNG_1X1, type: 'image/png', size: 70 }],
          website: '',
          altcha: await solvedChallenge(ALTCHA_HMAC_KEY),
        },
      },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ success: true });

    const mails = await parsedOutbox();
    expect(mails).toHaveLength(2);
    const notification = mails.find((m) => m.subject?.startsWith('Ny tilbudsforespørgsel'));
    const confirmation = mails.find((m) => m.subject?.startsWith('Vi har modtaget'));
    expect(notification?.subject).toBe('Ny tilbudsforespørgsel fra <b>Ole</b>');
    expect(notification?.to && 'text' in notification.to ? notification.to.text : '').toBe(
      'kontakt@nordkystbyg.dk',
    );
    expect(notification?.replyTo?.text).toBe('ole@example.dk');
    expect(notification?.html).toContain('&lt;b&gt;Ole&lt;/b&gt;');
    expect(notification?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(notification?.html).not.toContain('<script>');
    expect(notification?.text).toContain('Navn: <b>Ole</b>');
    expect(
      notification?.attachments.map((a) => [a.filename, a.contentType, a.content.toString('base64')]),
    ).toEqual([['bad.png', 'image/png', PNG_1X1]]);
    expect(confirmation?.to && 'text' in confirmation.to ? confirmation.to.text : '').toBe('ole@example.dk');
    expect(confirmation?.attachments).toEqual([]);
  });

  it('serves a signed challenge at send-email/challenge, which the stored submission used up', async () => {
    const response = await fetch(`${server.url}/functions/v1/send-email/challenge`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const challenge = (await response.json()) as { parameters: unknown; signature: string };
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await runner.db.sql`select count(*)::int as used from public.used_challenges`;
    expect(row?.used).toBe(1);
  });

  it('answers keep-alive pings', async () => {
    const response = await fetch(`${server.url}/functions/v1/keep-alive`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ source: 'client', userAgent: 'test' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
  });

  it('lists the outbox with links to each message, and serves them, to the owner only', async () => {
    for (const path of ['/outbox', '/outbox/x.eml']) {
      const closed = await fetch(`${server.url}${path}`);
      expect(closed.status).toBe(401);
      const text = await closed.text();
      expect(text).toContain('Login-kode');
      expect(text).not.toMatch(/\.eml|Subject:/);
    }
    const cookie = await logInToOutbox();
    const page = await fetch(`${server.url}/outbox`, { headers: { cookie } });
    expect(page.headers.get('Content-Type')).toContain('text/html');
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    const html = await page.text();
    const links = [...html.matchAll(/href="\/outbox\/([^"]+\.eml)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(2);
    const eml = await fetch(`${server.url}/outbox/${links[0]}`, { headers: { cookie } });
    expect(eml.headers.get('Content-Type')).toBe('message/rfc822');
    expect(await eml.text()).toContain('Subject:');
    expect((await fetch(`${server.url}/outbox/..%2Fsecret.eml`, { headers: { cookie } })).status).toBe(404);
  });

  it('opens the outbox only with the right code, typed on its own page', async () => {
    const origin = server.url;
    const post = (code: string, headers: Record<string, string>) =>
      fetch(`${server.url}/outbox/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ code }),
      });
    const code = await runner.loginCode();
    const wrong = await post('aaaaa-bbbbb-ccccc-ddddd', { Origin: origin });
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).toContain('Koden er forkert');
    expect(wrong.headers.get('set-cookie')).toBeNull();
    // A form on another page (any site the owner visits) posting the right code gets no session.
    const foreignPosts: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      {},
      { Origin: origin, 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of foreignPosts) {
      const foreign = await post(code, headers);
      expect(foreign.status).toBe(403);
      expect(foreign.headers.get('set-cookie')).toBeNull();
    }
    const right = await post(` ${code.toUpperCase()} `, { Origin: origin, 'Sec-Fetch-Site': 'same-origin' });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/outbox');
    expect(right.headers.get('set-cookie')).toMatch(
      /^nordkyst-outbox-\d+=[\w-]{40,}; Path=\/outbox; HttpOnly; SameSite=Strict$/,
    );
    // A made-up cookie opens nothing.
    const port = new URL(server.url).port;
    const guessed = await fetch(`${server.url}/outbox`, {
      headers: { cookie: `nordkyst-outbox-${port}=guess` },
    });
    expect(guessed.status).toBe(401);
  });

  it('mails a stranger named in the form only the company’s text, and only three times a day', async () => {
    const supabase = createClient(server.url, 'local-anon-key');
    const before = (await parsedOutbox()).length;
    for (let i = 0; i < 4; i++) {
      const { data, error } = await supabase.functions.invoke('send-email', {
        body: {
          formType: 'contact',
          formData: {
            name: 'Gratis gave',
            email: 'stranger@example.org',
            phone: '12345678',
            message: `Hent din gave på https://phish.example/${i} i dag!`,
            website: '',
            altcha: await solvedChallenge(ALTCHA_HMAC_KEY),
          },
        },
      });
      expect(error).toBeNull();
      expect(data).toMatchObject({ success: true, notificationId: expect.any(String) });
    }
    const mails = (await parsedOutbox()).slice(before);
    const to = (m: (typeof mails)[number]) => (m.to && 'text' in m.to ? m.to.text : '');
    const notifications = mails.filter((m) => to(m) === 'kontakt@nordkystbyg.dk');
    const confirmations = mails.filter((m) => to(m) === 'stranger@example.org');
    expect(notifications).toHaveLength(4);
    expect(notifications.every((m) => m.text?.includes('https://phish.example/'))).toBe(true);
    expect(confirmations).toHaveLength(3);
    for (const m of confirmations) {
      expect(m.subject).toBe('Tak for din besked - Nordkyst Byg ApS');
      expect(`${m.html}${m.text}`).not.toMatch(/phish|Gratis gave|12345678/);
    }
  });

  it('refuses a foreign Host (a rebound DNS name) before any route runs, the outbox included', async () => {
    const { port } = new URL(server.url);
    for (const path of ['/outbox', '/functions/v1/send-email/health']) {
      const response = await sendWithHost(`${server.url}${path}`, `rebound.example:${port}`);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: 'Forbidden',
        message: `Host "rebound.example:${port}" is not this server: open it as 127.0.0.1 or localhost`,
      });
    }
    // localhost is this server: it answers (here with the outbox's login).
    expect((await sendWithHost(`${server.url}/outbox`, `localhost:${port}`)).status).toBe(401);
  });

  it('names no origin in CORS unless ALLOWED_ORIGINS lists it, never `*`', async () => {
    const response = await fetch(`${server.url}/functions/v1/send-email`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:8080', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
