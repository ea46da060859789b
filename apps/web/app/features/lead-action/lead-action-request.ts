import { supabaseUrl } from '~/lib/supabase';

/** What the leads function answers of a one-tap link: the lead, the action, and when it was used. */
export type ActionAnswer = {
  reference: string;
  name: string;
  formType: 'contact' | 'quote' | 'moldova';
  /** The form as the owner's e-mails name it ("Kontaktformularen"). */
  formName: string;
  action: 'called' | 'quote-sent';
  actionText: string;
  usedAt: string | null;
};

export type ActionResult =
  | { kind: 'ok'; answer: ActionAnswer }
  /** Used before (409): the answer says when. */
  | { kind: 'used'; answer: ActionAnswer }
  /** The function's Danish sentence (a tampered or expired link, a deleted lead, the database down). */
  | { kind: 'refused'; message: string }
  /** No answer at all: the phone lost its connection. */
  | { kind: 'offline' };

const OFFLINE: ActionResult = { kind: 'offline' };

/**
 * Asks the leads function about the token (`take` false: what it names; true: the owner's tap), by
 * POST with the token in the body, so no address or log holds it (decision 062).
 */
export async function requestAction(token: string, take: boolean): Promise<ActionResult> {
  let response: Response;
  try {
    response = await fetch(`${supabaseUrl}/functions/v1/leads/actions${take ? '' : '/preview'}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    });
  } catch {
    return OFFLINE;
  }
  const body = (await response.json().catch(() => undefined)) as
    | (Partial<ActionAnswer> & { error?: string })
    | undefined;
  if (response.ok && body?.reference) return { kind: 'ok', answer: body as ActionAnswer };
  if (response.status === 409 && body?.reference) return { kind: 'used', answer: body as ActionAnswer };
  if (typeof body?.error === 'string') return { kind: 'refused', message: body.error };
  return OFFLINE;
}
