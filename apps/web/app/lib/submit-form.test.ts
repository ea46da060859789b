import { exampleContact, exampleQuote } from '@nordkyst/validation';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const invoke = vi.fn();
vi.mock('./supabase.ts', () => ({ getSupabase: async () => ({ functions: { invoke } }) }));

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

beforeEach(() => invoke.mockReset());

describe('sendEmail', () => {
  it('invokes send-email with formData, formType and the Idempotency-Key, and passes on the ids', async () => {
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
      body: { formData: contact, formType: 'contact' },
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
    });
  });

  it('falls back to the spec texts', async () => {
    invoke.mockResolvedValueOnce({ data: null, error: new TypeError('Failed to fetch') });
    expect(await sendEmail(contact, 'contact', key)).toEqual({
      success: false,
      error: 'Failed to send email',
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
  it("sends a quote with an empty attachments list in place of the files, under kind 'quote'", async () => {
    invoke.mockResolvedValue({
      data: { success: true, notificationId: 'n', confirmationId: 'c' },
      error: null,
    });
    const quote = quoteWith([]);
    expect(await submitForm(quote, 'quote', key)).toMatchObject({ success: true });
    const { files: _files, ...fields } = quote;
    expect(invoke).toHaveBeenCalledWith('send-email', {
      body: { formType: 'quote', formData: { ...fields, attachments: [] } },
      headers: keyHeader,
    });
  });

  it('refuses files that together are too big for one e-mail, without calling the function', async () => {
    const big = new File([new Uint8Array(8 * 1024 * 1024)], 'a.jpg', { type: 'image/jpeg' });
    const result = await submitForm(quoteWith([big, big, big, big, big]), 'quote', key);
    expect(result.success).toBe(false);
    expect(result.error).toMatch(/fylder tilsammen for meget/);
    expect(invoke).not.toHaveBeenCalled();
  });
});
