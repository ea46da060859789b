/** The e-mails a submission sends, read back from the outbox, and the unique senders that find their own. */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';

/** Where the functions runner writes e-mails; the Playwright config exports it. */
export const OUTBOX_DIR =
  process.env.OUTBOX_DIR ?? fileURLToPath(new URL('../../../.data/outbox', import.meta.url));

const COMPANY_EMAIL = 'kontakt@nordkystbyg.dk';

/** A unique marker for names and addresses, so a test finds its own e-mails among others. */
export function uniqueToken(): string {
  return Math.random().toString(36).slice(2, 8);
}

/** A Danish sender unique to the test, whose name carries markup the e-mails must escape. */
export function uniqueSender(firstName: string) {
  const token = uniqueToken();
  return {
    token,
    name: `<b>${firstName}</b> ${token}`,
    email: `${firstName.toLowerCase()}.${token}@example.dk`,
  };
}

function addressText(field: AddressObject | AddressObject[] | undefined): string {
  return (Array.isArray(field) ? field : field ? [field] : []).map((a) => a.text).join(', ');
}

export async function mailsSince(since: number): Promise<ParsedMail[]> {
  let names: string[];
  try {
    names = (await readdir(OUTBOX_DIR)).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const mails: ParsedMail[] = [];
  for (const name of names) {
    const path = join(OUTBOX_DIR, name);
    if ((await stat(path)).mtimeMs < since) continue;
    mails.push(await simpleParser(await readFile(path)));
  }
  return mails;
}

/**
 * Waits for the e-mail whose subject matches (and, given `to`, sent to that address), written to the
 * outbox since `since` (ms).
 */
async function findMail(subject: string | RegExp, since: number, to?: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsSince(since - 1000);
        found = mails.find(
          (mail) =>
            (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject ?? '')) &&
            (to === undefined || addressText(mail.to) === to),
        );
        return found !== undefined;
      },
      { message: `an e-mail "${subject}"${to ? ` to ${to}` : ''} in ${OUTBOX_DIR}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as ParsedMail;
}

/** The notification about a submission: sent to the company, answering goes to the sender. */
export async function findNotification(subject: string, since: number, sender: string): Promise<ParsedMail> {
  const notification = await findMail(subject, since);
  expect(addressText(notification.to)).toBe(COMPANY_EMAIL);
  expect(notification.replyTo?.text).toBe(sender);
  return notification;
}

/**
 * The confirmation of a submission, sent to the sender. Every confirmation of a form has the same
 * subject, so it is found by its address: another test's may have been sent meanwhile.
 */
export function findConfirmation(subject: string, since: number, sender: string): Promise<ParsedMail> {
  return findMail(subject, since, sender);
}

/**
 * The company's e-mail as a phone's mail app shows it (issue 56): 320 px wide with nothing scrolling
 * sideways, and the lead called, written to and opened in Henvendelser in one tap, each a thumb-sized
 * target. `name` is the sender's name as typed.
 */
export async function expectOneTapAtPhoneWidth(site: Page, html: string, name: string) {
  // A blank page of its own: the site's CSP (no inline styles) must not judge a mail's layout.
  const page = await site.context().newPage();
  await page.setViewportSize({ width: 320, height: 640 });
  await page.setContent(html);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(320);
  const call = page.getByRole('link', { name: `Ring til ${name}` });
  await expect(call).toHaveAttribute('href', /^tel:\+45\d{8}$/);
  await expect(page.getByRole('link', { name: `Skriv til ${name}` })).toHaveAttribute(
    'href',
    /^mailto:[^?]+\?subject=Vedr\.%20din%20henvendelse%20[0-9A-F]{8}$/,
  );
  await expect(page.getByRole('link', { name: 'Åbn i Henvendelser' })).toHaveAttribute(
    'href',
    /\/henvendelser\/[0-9a-f-]{36}$/,
  );
  const box = await call.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await page.close();
}
