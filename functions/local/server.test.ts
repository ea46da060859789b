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

  it('lists the outbox with links to each message, and serves them', async () => {
    const page = await fetch(`${server.url}/outbox`);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    const html = await page.text();
    const links = [...html.matchAll(/href="\/outbox\/([^"]+\.eml)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(2);
    const eml = await fetch(`${server.url}/outbox/${links[0]}`);
    expect(eml.headers.get('Content-Type')).toBe('message/rfc822');
    expect(await eml.text()).toContain('Subject:');
    expect((await fetch(`${server.url}/outbox/..%2Fsecret.eml`)).status).toBe(404);
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
    expect((await sendWithHost(`${server.url}/outbox`, `localhost:${port}`)).status).toBe(200);
  });

  it('names no origin in CORS unless ALLOWED_ORIGINS lists it, never `*`', async () => {
    const response = await fetch(`${server.url}/functions/v1/send-email`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:8080', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
