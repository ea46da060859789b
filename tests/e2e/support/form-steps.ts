/** Steps of the forms' end-to-end specs: opening a form, filling it in, and sending it. */
import { expect, type Locator, type Page } from '@playwright/test';
import { hold } from './hold-requests.ts';

/**
 * Opens a form page and waits until React runs the form (and has started solving its challenge). A form
 * page hydrates at the visitor's first interaction: here a press of Shift, which changes nothing else.
 */
export async function openForm(page: Page, path: string) {
  await page.goto(path);
  const form = page.locator('form[data-ready]');
  // A press before the page's script listens is not seen (a loaded machine runs it late); a visitor
  // whose first touch did nothing touches again, and so does the test.
  await expect(async () => {
    await page.keyboard.press('Shift');
    await expect(form).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return form;
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
  const { release } = await hold(
    page,
    '**/functions/v1/send-email',
    (request) => request.method() === 'POST',
  );
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
