import type { ErrorHandler } from 'hono';
import { DatabaseUnavailableError } from '../../_shared/database.ts';
import { refusedAsReadOnly } from '../../_shared/owner-warnings.ts';
import type { LeadsEnv } from '../context.ts';
import { fail, leadsMessages } from '../messages.ts';

/**
 * What a thrown error answers: 503 when the database is read-only (a change refused; reads answer
 * without their audit line, audit.ts) or cannot be reached, else 500.
 */
export const answerError: ErrorHandler<LeadsEnv> = (error, c) => {
  if (refusedAsReadOnly(error)) return fail(c, 503, leadsMessages.readOnly);
  if (error instanceof DatabaseUnavailableError) return fail(c, 503, leadsMessages.unavailable);
  // Its name only: a database error's message can quote a lead's values.
  console.error(`leads: unexpected ${error.name}`);
  return fail(c, 500, leadsMessages.unexpected);
};
