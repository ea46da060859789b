/** Shared steps of the forms' end-to-end specs: opening a form, the fill-time wait, reading the outbox. */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type Route } from '@playwright/test';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';

/** Where the functions runner writes e-mails; the Playwright config exports it. */
export const OUTBOX_DIR =
  process.env.OUTBOX_DIR ?? fileURLToPath(new URL('../../.data/outbox', import.meta.url));

export const COMPANY_EMAIL = 'kontakt@nordkystbyg.dk';

/** The server refuses forms sent faster than this (SPAM_RULES.minFillMs), so tests let that time pass. */
const MIN_FILL_MS = 3000;

/**
 * Opens a form page with the browser's clock under test control, and waits until React runs the form.
 * Time still flows; `passFillTime` jumps it forward instead of sleeping.
 */
export async function openForm(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  const form = page.locator('form[data-ready]');
  await expect(form).toBeVisible();
  return form;
}

/** Moves the page's clock past the minimum fill time, as a person taking a few seconds would. */
export async function passFillTime(page: Page) {
  await page.clock.fastForward(MIN_FILL_MS + 1000);
}

/** A unique marker for names and addresses, so a test finds its own e-mails among others. */
export function uniqueToken(): string {
  return Math.random().toString(36).slice(2, 8);
}

/** Holds calls to the send-email function until `release` is called, to observe the submitting state. */
export async function holdSendEmail(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/functions/v1/send-email', async (route: Route) => {
    if (route.request().method() === 'POST') await released;
    await route.fallback();
  });
  return release;
}

/** Makes the functions server unreachable for the page. */
export async function cutFunctions(page: Page) {
  await page.route('**/functions/v1/**', (route) => route.abort());
}

export function addressText(field: AddressObject | AddressObject[] | undefined): string {
  return (Array.isArray(field) ? field : field ? [field] : []).map((a) => a.text).join(', ');
}

async function mailsSince(since: number): Promise<ParsedMail[]> {
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

/** Waits for the e-mail whose subject matches, written to the outbox since `since` (ms). */
export async function findMail(subject: string | RegExp, since: number): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsSince(since - 1000);
        found = mails.find((mail) =>
          typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject ?? ''),
        );
        return found !== undefined;
      },
      { message: `an e-mail "${subject}" in ${OUTBOX_DIR}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as ParsedMail;
}
