import { type SendEmailResult, spamMessages } from '@nordkyst/validation';
import { type Answer, refused } from './answers.ts';
import type { LogFacts } from './context.ts';
import { sendEmailMessages } from './messages.ts';
import type { UnstoredOutcome } from './unstored-leads.ts';

/** The answer to a lead sent past a database that refused it (decision 054): as a stored one's where it can be. */
export function unstoredAnswer(
  outcome: UnstoredOutcome,
  lang: 'da' | 'ru',
  facts: Omit<LogFacts, 'outcome'>,
): Answer {
  switch (outcome.kind) {
    case 'sent': {
      const body: SendEmailResult = {
        success: true,
        submissionId: outcome.submissionId,
        ...(outcome.notificationId ? { notificationId: outcome.notificationId } : {}),
      };
      return {
        status: 200,
        body,
        log: { outcome: outcome.repeat ? 'unstored-repeat' : 'unstored-sent', ...facts },
      };
    }
    case 'conflict':
      return refused(422, sendEmailMessages.idempotencyConflict, {
        outcome: 'idempotency-conflict',
        ...facts,
      });
    case 'challenge-used':
      return refused(400, spamMessages[lang].challengeUsed, { outcome: 'challenge-used', ...facts });
    case 'full':
    case 'failed':
      // Nothing stored and nothing sent: the visitor keeps the form and tries again.
      return {
        ...refused(503, sendEmailMessages.unavailable[lang], {
          outcome: `unstored-${outcome.kind}`,
          ...facts,
        }),
        headers: { 'Retry-After': '30' },
      };
  }
}
