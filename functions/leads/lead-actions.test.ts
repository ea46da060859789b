// Issue 56 (decision 062): the owner keeps a promise from the company's e-mail in one tap. The chain as
// the stack runs it: send-email signs the action into the notification, the site's confirmation page
// (here its two requests) asks leads what the link names and, on the tap, takes it.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLeadActionLinks } from '../_shared/lead-action-link.ts';
import { contactBody, quoteBody } from '../test-support/fixtures.ts';
import { startTestRunner } from '../test-support/local-runner.ts';
import { startResendStandIn } from '../test-support/resend-stand-in.ts';

const ALTCHA_HMAC_KEY = 'lead-actions-test-secret-0123456789abcdef';
const LEAD_ACTION_SECRET = 'lead-actions-signing-secret-0123456789abcdef';
const SITE = 'https://nordkystbyg.dk';
let runner: Awaited<ReturnType<typeof startTestRunner>>;
let resend: Awaited<ReturnType<typeof startResendStandIn>>;

/** Every line the runner logged during this file, and every action token it handed out. */
const logged: string[] = [];
const tokens: string[] = [];

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
  resend = await startResendStandIn();
  runner = await startTestRunner(ALTCHA_HMAC_KEY, {
    env: { ...resend.env, ALLOWED_ORIGINS: SITE, SITE_URL: SITE, LEAD_ACTION_SECRET },
  });
});
afterAll(async () => {
  await runner?.close();
  await resend?.close();
});
beforeEach(() => {
  resend.calls.length = 0;
});

let serial = 0;

/** Sends a lead (its own, not a repeat of another test's); answers its id and its notification's one-tap links. */
async function leadWithLinks(body: { formData: Record<string, unknown> }) {
  serial++;
  body.formData.name = `${String(body.formData.name)} ${serial}`;
  const answer = (await (await runner.submit(body)).json()) as { submissionId: string };
  const notification = resend.calls.find((call) => call.to === 'kontakt@nordkystbyg.dk');
  const links = new Map(
    [...(notification?.text ?? '').matchAll(/^(Jeg har ringet|Tilbud sendt): (\S+)$/gm)].map(
      ([, text, url]) => [text, url ?? ''],
    ),
  );
  return { id: answer.submissionId, links };
}

/** The confirmation page's request: `take` false asks what the link names, true takes the action. */
async function post(path: '/actions/preview' | '/actions', body: unknown, origin = SITE) {
  const response = await fetch(`${runner.server.url}/functions/v1/leads${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    allowOrigin: response.headers.get('access-control-allow-origin'),
    cache: response.headers.get('cache-control'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

const state = async (id: string) => {
  const [row] = await runner.db.sql<
    { work_status: string; call_kept_at: Date | null; quote_kept_at: Date | null }[]
  >`select work_status, call_kept_at, quote_kept_at from public.form_submissions where id = ${id}`;
  return row;
};
const tokenOf = (url: string | undefined) => {
  const token = url?.split('#')[1] ?? '';
  tokens.push(token);
  return token;
};

describe('a one-tap action from the company’s e-mail', () => {
  it('is a link to the site’s confirmation page; opening it changes nothing, the tap does it once', async () => {
    const { id, links } = await leadWithLinks(contactBody());
    // A contact message promises a call only.
    expect([...links.keys()]).toEqual(['Jeg har ringet']);
    const url = links.get('Jeg har ringet');
    expect(url).toMatch(new RegExp(`^${SITE}/handling/#${id}\\.called\\.\\d+\\.[0-9a-f]{64}$`));
    const token = tokenOf(url);

    // What a mail scanner or the page's first look does: nothing changes.
    const preview = await post('/actions/preview', { token });
    expect(preview).toMatchObject({
      status: 200,
      allowOrigin: SITE,
      body: {
        reference: id.replace(/-/g, '').slice(0, 8).toUpperCase(),
        name: expect.stringMatching(/^<b>Ole<\/b> Hansen \d+$/),
        formType: 'contact',
        formName: 'Kontaktformularen',
        action: 'called',
        actionText: 'Jeg har ringet',
        usedAt: null,
      },
    });
    expect(preview.cache).toContain('no-store');
    expect(await state(id)).toMatchObject({ work_status: 'new', call_kept_at: null });

    const taken = await post('/actions', { token });
    expect(taken).toMatchObject({ status: 200, body: { action: 'called', usedAt: expect.any(String) } });
    expect(await state(id)).toMatchObject({ work_status: 'answered', call_kept_at: expect.any(Date) });
    const audit = await runner.db.sql`select user_id, user_name, action, subject from public.lead_audit
      where lead_id = ${id}`;
    expect(audit).toEqual([
      {
        user_id: 'email-link',
        user_name: 'Ejeren (knap i e-mail)',
        action: 'update',
        subject: 'Jeg har ringet',
      },
    ]);

    // A second tap, or the link opened again: said so, nothing changed.
    const again = await post('/actions', { token });
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'Det er allerede registreret, så intet er ændret.', usedAt: taken.body.usedAt },
    });
    expect((await post('/actions/preview', { token })).body.usedAt).toBe(taken.body.usedAt);
    expect(await runner.db.sql`select 1 from public.lead_audit where lead_id = ${id}`).toHaveLength(1);
  });

  it('on a quote: "Tilbud sendt" keeps both promises; a lead already further on keeps its status', async () => {
    const { id, links } = await leadWithLinks(quoteBody({ attachments: [] }));
    expect([...links.keys()]).toEqual(['Jeg har ringet', 'Tilbud sendt']);
    expect((await post('/actions', { token: tokenOf(links.get('Tilbud sendt')) })).status).toBe(200);
    const quoted = await state(id);
    expect(quoted).toMatchObject({
      work_status: 'quote_sent',
      call_kept_at: expect.any(Date),
      quote_kept_at: expect.any(Date),
    });
    // "Jeg har ringet" after the quote went: recorded, the status not moved back, the promise's time kept.
    expect((await post('/actions', { token: tokenOf(links.get('Jeg har ringet')) })).status).toBe(200);
    expect(await state(id)).toEqual(quoted);
  });

  it('refuses a tampered, expired, missing or foreign link with a Danish sentence, and changes nothing', async () => {
    const { id, links } = await leadWithLinks(contactBody());
    const token = tokenOf(links.get('Jeg har ringet'));
    const [, action, expires, signature] = token.split('.');
    const other = '1b7e1c2d-3f4a-4b5c-8d6e-7f8091a2b3c4';
    const links2 = createLeadActionLinks(LEAD_ACTION_SECRET);
    const expired = await links2.token({
      leadId: id,
      action: 'called',
      expiresAt: new Date(Date.now() - 1000),
    });
    const forged = 'Linket er ikke gyldigt. Åbn henvendelsen i Henvendelser i Studio i stedet.';
    for (const [body, status, error] of [
      [{ token: `${other}.${action}.${expires}.${signature}` }, 404, forged],
      [{ token: `${id}.quote-sent.${expires}.${signature}` }, 404, forged],
      [{ token: `${id}.called.${Number(expires) + 1}.${signature}` }, 404, forged],
      [{ token: 'x'.repeat(500) }, 404, forged],
      [{ token: expired }, 410, 'Linket er udløbet. Åbn henvendelsen i Henvendelser i Studio i stedet.'],
      [{}, 400, 'Linket mangler sin kode. Åbn det igen fra e-mailen.'],
      ['not json', 400, 'Linket mangler sin kode. Åbn det igen fra e-mailen.'],
      [{ token: 'x'.repeat(5000) }, 400, 'Linket mangler sin kode. Åbn det igen fra e-mailen.'],
    ] as const)
      for (const path of ['/actions/preview', '/actions'] as const)
        expect(await post(path, body)).toMatchObject({ status, body: { error } });
    expect(await state(id)).toMatchObject({ work_status: 'new', call_kept_at: null });

    // A lead deleted (by the owner, or at its retention) takes its links with it.
    await runner.db.sql`delete from public.form_submissions where id = ${id}`;
    expect(await post('/actions', { token })).toMatchObject({
      status: 410,
      body: { error: 'Henvendelsen findes ikke længere (den kan være slettet).' },
    });
  });

  it('is answered to the site’s pages only, and the Studio’s routes stay closed to them', async () => {
    const preflight = await fetch(`${runner.server.url}/functions/v1/leads/actions`, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    const stranger = await post('/actions/preview', { token: 'x' }, 'https://evil.example');
    expect(stranger.allowOrigin).toBeNull();
    const list = await fetch(`${runner.server.url}/functions/v1/leads`, { headers: { Origin: SITE } });
    expect(list.status).toBe(401);
    expect(list.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('leaves no token, signature or name in the logs', () => {
    expect(tokens.length).toBeGreaterThan(3);
    const log = logged.join('\n');
    for (const token of tokens) {
      expect(log).not.toContain(token);
      expect(log).not.toContain(token.split('.')[3]);
    }
    expect(log).not.toContain('Ole');
  });
});
