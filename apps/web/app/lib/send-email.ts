import type { FormType, SendEmailResult } from '@nordkyst/validation';
import { currentLeadSource } from './lead-source.ts';
import { getSupabase } from './supabase.ts';

/** Per submission: the key that makes a repeated request (double click, retry) one submission. */
export type SubmitOptions = { idempotencyKey: string };

/** The spec's fallback texts (section 8) for a call that failed without saying why. */
export const emailFallbackErrors = {
  call: 'Failed to send email',
  answer: 'Email sending failed',
  unexpected: 'Unexpected error occurred',
} as const;

/**
 * Why a call of send-email failed: its refusal (`status`, the function's `{ error, fieldErrors }`), or
 * `unreachable` when no answer came (offline, the connection cut on the way): the same request, with its
 * Idempotency-Key, may then simply be sent again.
 */
export type SubmitFailure = {
  success: false;
  error: string;
  fieldErrors?: Record<string, string[]>;
  status?: number;
  unreachable?: true;
};

/** The JSON body of a refused call (400, 429, 502 ...), when it is the function's `{ success: false, error }`. */
async function refusal(response: Response): Promise<Partial<SubmitFailure>> {
  try {
    const body = (await response.clone().json()) as Partial<SubmitFailure>;
    return typeof body?.error === 'string' ? body : {};
  } catch {
    return {};
  }
}

/** Runs one supabase-js call of send-email (`invoke`) and reads its answer; never throws. */
export async function settle<T extends { success: true }>(
  call: () => Promise<{ data: T | { success?: false; error?: string } | null; error: unknown }>,
): Promise<T | SubmitFailure> {
  try {
    const { data, error } = await call();
    if (error) {
      // supabase-js gives the Response of an answer that came (non-2xx); without one, none came.
      const response = (error as { context?: unknown }).context;
      if (!(response instanceof Response))
        return { success: false, error: emailFallbackErrors.call, unreachable: true };
      const { error: message, fieldErrors } = await refusal(response);
      return {
        success: false,
        error: message || emailFallbackErrors.call,
        status: response.status,
        ...(fieldErrors ? { fieldErrors } : {}),
      };
    }
    if (!data?.success) return { success: false, error: data?.error || emailFallbackErrors.answer };
    return data;
  } catch (error) {
    console.error('send-email could not be called', error);
    return { success: false, error: emailFallbackErrors.unexpected };
  }
}

/** Calls the send-email function with where the lead is sent from (lead-source.ts); never throws. */
export async function sendEmail(
  formData: Record<string, unknown>,
  formType: FormType,
  options: SubmitOptions,
): Promise<SendEmailResult | SubmitFailure> {
  return settle<Extract<SendEmailResult, { success: true }>>(async () =>
    (await getSupabase()).functions.invoke('send-email', {
      body: { formData, formType, source: currentLeadSource() },
      headers: { 'Idempotency-Key': options.idempotencyKey },
    }),
  );
}
