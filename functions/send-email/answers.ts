import type { SendEmailResult } from '@nordkyst/validation';
import { jsonResponse } from '../_shared/http.ts';
import type { LogFacts, SendEmailContext } from './context.ts';
import type { StoredSubmission } from './stored-submission.ts';

/** An answer of send-email: status, JSON body, extra headers, and what its log line says. */
export type Answer = {
  status: number;
  body: unknown;
  log: LogFacts;
  headers?: Record<string, string>;
};

/** A refusal: `{ success: false, error, fieldErrors? }`. */
export function refused(
  status: number,
  error: string,
  log: LogFacts | string,
  fieldErrors: Record<string, string[]> = {},
): Answer {
  const body = Object.keys(fieldErrors).length
    ? { success: false as const, error, fieldErrors }
    : { success: false as const, error };
  return { status, body, log: typeof log === 'string' ? { outcome: log } : log };
}

/** The success answer of a stored submission: the same for the first request and every repeat. */
export function accepted(submission: StoredSubmission, outcome: string): Answer {
  const body: SendEmailResult = {
    success: true,
    submissionId: submission.id,
    ...(submission.notificationId ? { notificationId: submission.notificationId } : {}),
    ...(submission.confirmationId ? { confirmationId: submission.confirmationId } : {}),
  };
  return {
    status: 200,
    body,
    log: { outcome, formType: submission.formType, attachments: submission.files.length },
  };
}

/** The answer to spam that was counted and not stored: a lead's answer, naming what was counted. */
export function countedSpam(id: string, outcome: string, facts: Omit<LogFacts, 'outcome'>): Answer {
  const body: SendEmailResult = { success: true, submissionId: id };
  return { status: 200, body, log: { outcome, ...facts } };
}

/** Sends `answer` and hands its log facts to the request log. */
export function respond(c: SendEmailContext, answer: Answer): Response {
  c.set('log', answer.log);
  return jsonResponse(answer.body, answer.status, answer.headers);
}
