import { exampleContact, exampleQuote } from '@nordkyst/validation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryQuoteStore } from './uploads/memory-quote-store.ts';
import { sendEmailUploads } from './uploads/upload-api.ts';
import { createUploadQueue, type UploadQueue } from './uploads/upload-queue.ts';

const invoke = vi.fn();
vi.mock('./supabase.ts', () => ({ getSupabase: async () => ({ functions: { invoke } }) }));

// The quote goes through the page's upload queue, here on a device of memory (no IndexedDB in Node).
let queue: UploadQueue;
vi.mock('./uploads/load-queue.ts', () => ({ loadUploadQueue: async () => queue }));

const { sendEmail, submitForm } = await import('./submit-form.ts');

/** supabase-js reports a non-2xx answer as an error whose `context` is the Response. */
function httpError(status: number, body: unknown) {
  return Object.assign(new Error('Edge Function returned a non-2xx status code'), {
    context: Response.json(body, { status }),
  });
}

/** What the browser adds to every form: the empty honeypot and the solved challenge. */
const spamFields = { website: '', altcha: 'solved' };
const contact = { ...exampleContact, ...spamFields };
/** A quote as the form holds it, with its chosen files. */
const quoteWith = (files: File[]) => ({ ...exampleQuote, files, ...spamFields });

const key = { idempotencyKey: '3f2a1c4e-0000-4000-8000-000000000001' };
const keyHeader = { 'Idempotency-Key': key.idempotencyKey };

// The page the form is on: a campaign link, reached from Facebook.
const page = {
  pathname: '/kontakt',
  search: '?utm_source=facebook&gclid=abc',
  referrer: 'https://l.facebook.com/',
};
const source = { path: '/kontakt', utmSource: 'facebook', referrerHost: 'l.facebook.com' };

beforeEach(() => {
  invoke.mockReset();
  queue = createUploadQueue({
    store: memoryQuoteStore(),
    api: sendEmailUploads,
    loadTus: () => import('tus-js-client'),
    anonKey: 'anon',
    connection: new EventTarget(),
    solution: async () => 'solved-for-the-quote',
  });
  vi.stubGlobal('location', { pathname: page.pathname, search: page.search });
  vi.stubGlobal('document', { referrer: page.referrer });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await queue.stop();
});

describe('sendEmail', () => {
  it('invokes send-email with formData, formType, the source and the Idempotency-Key, and passes on the ids', async () => {
    invoke.mockResolvedValue({
      data: { success: true, notificationId: 'n1', confirmationId: 'c1' },
      error: null,
    });
    expect(await sendEmail(contact, 'contact', key)).toEqual({
      success: true,
      notificationId: 'n1',
      confirmationId: 'c1',
    });
    expect(invoke).toHaveBeenCalledWith('send-email', {
      body: { formData: contact, formType: 'contact', source },
      headers: keyHeader,
    });
  });

  it("passes on the function's error and field errors from a refused call", async () => {
    invoke.mockResolvedValue({
      data: null,
      error: httpError(400, {
        success: false,
        error: 'Formularen indeholder fejl.',
        fieldErrors: { name: ['Kort'] },
      }),
    });
    expect(await sendEmail(contact, 'contact', key)).toEqual({
      success: false,
      error: 'Formularen indeholder fejl.',
      fieldErrors: { name: ['Kort'] },
      status: 400,
    });
  });

  it('falls back to the spec texts', async () => {
    // No answer came (supabase-js's FunctionsFetchError has no Response): a retry may succeed.
    invoke.mockResolvedValueOnce({ data: null, error: new TypeError('Failed to fetch') });
    expect(await sendEmail(contact, 'contact', key)).toEqual({
      success: false,
      error: 'Failed to send email',
      unreachable: true,
    });
    invoke.mockResolvedValueOnce({ data: { success: false }, error: null });
    expect(await sendEmail(contact, 'contact', key)).toEqual({
      success: false,
      error: 'Email sending failed',
    });
    invoke.mockRejectedValueOnce(new Error('boom'));
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    expect(await sendEmail(contact, 'contact', key)).toEqual({
      success: false,
      error: 'Unexpected error occurred',
    });
  });
});

describe('submitForm', () => {
  it("sends a quote's text through the upload queue: its own key and challenge, files by path, none in the body", async () => {
    invoke.mockResolvedValue({ data: { success: true, submissionId: 's1', filesPending: 0 }, error: null });
    const quote = quoteWith([]);
    expect(await submitForm(quote, 'quote', key)).toEqual({ success: true, photosPending: false });
    const { files: _files, ...fields } = quote;
    expect(invoke).toHaveBeenCalledWith('send-email', {
      body: {
        formType: 'quote',
        formData: { ...fields, altcha: 'solved-for-the-quote', files: [] },
        source,
      },
      headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    // The quote's key is its own (its photos' grant is asked with it before the tap), not the form's.
    expect(invoke.mock.calls[0]?.[1].headers['Idempotency-Key']).not.toBe(key.idempotencyKey);
  });

  it('keeps a quote that got no answer (offline) and says so', async () => {
    invoke.mockResolvedValue({ data: null, error: new TypeError('Failed to fetch') });
    expect(await submitForm(quoteWith([]), 'quote', key)).toEqual({
      success: true,
      photosPending: true,
      kept: true,
    });
  });

  it("reports a refused quote as the form's failure, with its field errors", async () => {
    const refusal = { success: false, error: 'Formularen indeholder fejl.', fieldErrors: { name: ['Kort'] } };
    invoke.mockResolvedValue({ data: null, error: httpError(400, refusal) });
    expect(await submitForm(quoteWith([]), 'quote', key)).toEqual({ ...refusal, status: 400 });
  });
});
