import type { ErrorHandler } from 'hono';
import { DatabaseUnavailableError } from '../../_shared/database.ts';
import { NeighbourhoodDayFullError } from '../../_shared/rate-limit.ts';
import { languageOf } from '../answer-language.ts';
import { refused, respond } from '../answers.ts';
import type { SendEmailEnv } from '../context.ts';
import { sendEmailMessages } from '../messages.ts';

/**
 * What a thrown error answers: 429 past the day's cap of the client's neighbourhood (counted where a
 * route counts the day), 503 when the database could not take the request, else 500.
 */
export const answerError: ErrorHandler<SendEmailEnv> = (error, c) => {
  if (error instanceof NeighbourhoodDayFullError) {
    const formType = c.get('submission')?.formType;
    return respond(c, {
      ...refused(429, sendEmailMessages.neighbourhoodLimited[languageOf(formType)], {
        outcome: 'rate-limited-neighbourhood',
        ...(formType ? { formType } : {}),
      }),
      headers: { 'Retry-After': String(error.retryAfterSeconds) },
    });
  }
  if (error instanceof DatabaseUnavailableError) {
    // Nothing was stored: say so, so the browser keeps the form and the visitor tries again.
    return respond(c, {
      ...refused(
        503,
        sendEmailMessages.unavailable[languageOf(c.get('submission')?.formType)],
        `db-unavailable: ${error.message}`,
      ),
      headers: { 'Retry-After': '30' },
    });
  }
  // Our own bug: say so in the log (message only, no submission data) and answer 500.
  return respond(c, refused(500, sendEmailMessages.unexpected, `error: ${error.message}`));
};
