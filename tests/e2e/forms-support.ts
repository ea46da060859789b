/** Shared steps of the forms' end-to-end specs: opening a form, faults of the functions, reading the outbox. */
import { spawn } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';

/** Where the functions runner writes e-mails; the Playwright config exports it. */
export const OUTBOX_DIR =
  process.env.OUTBOX_DIR ?? fileURLToPath(new URL('../../.data/outbox', import.meta.url));

const COMPANY_EMAIL = 'kontakt@nordkystbyg.dk';

/** Opens a form page and waits until React runs the form (and has started solving its challenge). */
export async function openForm(page: Page, path: string) {
  await page.goto(path);
  const form = page.locator('form[data-ready]');
  await expect(form).toBeVisible();
  return form;
}

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

/** Types each value into the text field whose label is exactly its key. */
export async function fillTextboxes(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await form.getByRole('textbox', { name: label, exact: true }).fill(value);
}

/** The form shows each of the messages, each as a whole text of its own. */
export async function expectMessagesShown(form: Locator, messages: string[]) {
  for (const message of messages) await expect(form.getByText(message, { exact: true })).toBeVisible();
}

/**
 * Sends the form with the button named `submit` while sending fails: the toast shows every text of
 * `failure`, the button can be used again, and nothing is lost: each text field whose label is a key of
 * `kept` still holds its value.
 */
export async function submitExpectingFailure(
  page: Page,
  form: Locator,
  { submit, failure, kept }: { submit: string; failure: string[]; kept: Record<string, string> },
) {
  await form.getByRole('button', { name: submit }).click();
  for (const text of failure) await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: submit })).toBeEnabled();
  for (const [label, value] of Object.entries(kept))
    await expect(form.getByRole('textbox', { name: label, exact: true }), label).toHaveValue(value);
}

/** Holds calls to the send-email function until `release` is called, to observe the submitting state. */
async function holdSendEmail(page: Page) {
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

/**
 * Sends the form with the submit button named `submit`, holding the request until the button shows
 * `busy` and is disabled, so the submitting state is seen for sure.
 */
export async function submitHeld(page: Page, form: Locator, submit: string, busy: string) {
  const release = await holdSendEmail(page);
  await form.getByRole('button', { name: submit }).click();
  await expect(form.getByRole('button', { name: busy })).toBeDisabled();
  release();
}

/** A port nothing listens on: a database that is stopped. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * A second local functions runner whose database is stopped, and the page's submissions sent to it:
 * the real handler answers what it answers when Postgres is down.
 */
export async function sendToRunnerWithoutDatabase(page: Page) {
  const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
  const runner = spawn(process.execPath, ['functions/local/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      FUNCTIONS_PORT: '0',
      DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${await closedPort()}/postgres`,
      RETRY_INTERVAL_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    runner.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /functions: (http:\/\/[\d.:]+)\//.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    runner.once('exit', (code) => reject(new Error(`functions runner exited with ${code}`)));
  });
  await page.route('**/functions/v1/send-email', async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fulfill({ response: await route.fetch({ url: `${url}/functions/v1/send-email` }) });
  });
  return () => runner.kill('SIGTERM');
}

/** Makes the functions server unreachable for the page. */
export async function cutFunctions(page: Page) {
  await page.route('**/functions/v1/**', (route) => route.abort());
}

function addressText(field: AddressObject | AddressObject[] | undefined): string {
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
async function findMail(subject: string | RegExp, since: number): Promise<ParsedMail> {
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

/** The notification about a submission: sent to the company, answering goes to the sender. */
export async function findNotification(subject: string, since: number, sender: string): Promise<ParsedMail> {
  const notification = await findMail(subject, since);
  expect(addressText(notification.to)).toBe(COMPANY_EMAIL);
  expect(notification.replyTo?.text).toBe(sender);
  return notification;
}

/** The confirmation of a submission, sent to the sender. */
export async function findConfirmation(subject: string, since: number, sender: string): Promise<ParsedMail> {
  const confirmation = await findMail(subject, since);
  expect(addressText(confirmation.to)).toBe(sender);
  return confirmation;
}
