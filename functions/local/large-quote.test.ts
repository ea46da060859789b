// Issue 25, point 1: the largest accepted quote through HTTP on the local runner, its notification read
// from the outbox as the raw message it is: under EMAIL_MAX_BYTES, the files that fit attached, the
// rest as signed links that return the exact bytes, without a login, until they expire.
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiryText } from '../send-email/email-html.ts';
import { solvedChallenge } from '../test-support/challenge.ts';
import { quoteBody } from '../test-support/fixtures.ts';
import { LARGEST_QUOTE_FILE_BYTES, photo } from '../test-support/large-files.ts';
import { startTestRunner } from '../test-support/local-runner.ts';

const ALTCHA_HMAC_KEY = 'large-quote-test-secret-0123456789abcdef';
const DAY = 24 * 60 * 60 * 1000;
// The challenge's expiry is checked against the real time, so the test's clock starts now.
const arrived = Date.now();
let now = arrived;
let runner: Awaited<ReturnType<typeof startTestRunner>>;

beforeAll(async () => {
  runner = await startTestRunner(ALTCHA_HMAC_KEY, { clock: { now: () => now } });
});
afterAll(() => runner?.close());

const photos = Array.from({ length: 5 }, (_, i) => ({
  filename: `foto ${i + 1} – køkken.png`,
  ...photo(LARGEST_QUOTE_FILE_BYTES, i + 1),
}));

describe('the largest accepted quote', () => {
  it('reaches the company in one message under 20 MB: files that fit attached, the rest as links', async () => {
    const body = quoteBody({
      attachments: photos.map((p) => ({
        filename: p.filename,
        content: p.content,
        type: 'image/png',
        size: p.bytes.length,
      })),
    });
    body.formData.altcha = await solvedChallenge(ALTCHA_HMAC_KEY, { now: () => now });
    const response = await fetch(`${runner.server.url}/functions/v1/send-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ success: true, notificationId: expect.any(String) });

    const raws = await runner.outbox();
    const parsed = await Promise.all(raws.map((raw) => simpleParser(raw)));
    const index = parsed.findIndex((mail) => mail.subject?.startsWith('Ny tilbudsforespørgsel'));
    const raw = raws[index];
    const mail = parsed[index];
    expect(raw?.length).toBeLessThan(20_000_000);

    // In order: the files that fit went along, byte for byte; each of the rest has a link.
    const attached = mail?.attachments ?? [];
    expect(attached.length).toBeGreaterThan(0);
    expect(attached.length).toBeLessThan(5);
    attached.forEach((file, i) => {
      expect(file.filename).toBe(photos[i]?.filename);
      expect(Buffer.compare(file.content, Buffer.from(photos[i]?.bytes ?? []))).toBe(0);
    });
    const links = [...(mail?.text ?? '').matchAll(/https?:\/\/\S+\/files\/\S+/g)].map((m) => m[0]);
    expect(links).toHaveLength(5 - attached.length);
    // The e-mail names when the links expire: 14 days after the quote arrived, Copenhagen time.
    const expiry = new Date(arrived + 14 * DAY);
    expect(mail?.text).toContain(`Hent dem via linkene senest ${expiryText(expiry)};`);
    expect(expiryText(expiry)).toMatch(/^\d{1,2}\. \p{L}+ \d{4} kl\. \d{2}\.\d{2}$/u);

    for (const [i, link] of links.entries()) {
      const original = photos[attached.length + i];
      const file = await fetch(link);
      expect(file.status).toBe(200);
      expect(file.headers.get('Content-Type')).toBe('image/png');
      expect(file.headers.get('Content-Disposition')).toBe(
        `attachment; filename="${original?.filename.replace(/[–ø]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(original?.filename ?? '')}`,
      );
      expect(Buffer.compare(Buffer.from(await file.arrayBuffer()), Buffer.from(original?.bytes ?? []))).toBe(
        0,
      );
    }

    // Only the linked files are still stored.
    const [stored] = await runner.db.sql`select count(*)::int as files from public.submission_attachments`;
    expect(stored?.files).toBe(links.length);

    // A link cannot be made for another file or a later time.
    const [first] = links;
    const parts = (first ?? '').split('/');
    const forged = [
      [...parts.slice(0, -3), String(Number(parts.at(-3)) + 1), ...parts.slice(-2)].join('/'),
      [...parts.slice(0, -2), String(Number(parts.at(-2)) + DAY / 1000), ...parts.slice(-1)].join('/'),
      `${first?.slice(0, -1)}${first?.endsWith('0') ? '1' : '0'}`,
    ];
    for (const link of forged) {
      const refusedLink = await fetch(link);
      expect(refusedLink.status).toBe(404);
      expect(await refusedLink.json()).toEqual({ success: false, error: 'Linket til filen er ugyldigt.' });
    }

    // Once expired the link answers 410, and the scheduled run deletes the files; the lead stays.
    now += 14 * DAY + 1000;
    const expired = await fetch(first ?? '');
    expect(expired.status).toBe(410);
    expect((await expired.json()).error).toBe(
      'Linket til filen er udløbet, og filen er slettet. Bed afsenderen om at sende den igen.',
    );
    await runner.server.runScheduler();
    const [left] = await runner.db.sql`select count(*)::int as files from public.submission_attachments`;
    expect(left?.files).toBe(0);
    const [lead] = await runner.db.sql`select status, fields ->> 'name' as name from public.form_submissions
      where id = ${answer.submissionId}`;
    expect(lead).toEqual({ status: 'sent', name: 'Karen Jensen' });
  }, 120_000);
});
