import type { FormType } from '@nordkyst/validation';
import type { FunctionsConfig } from '../_shared/config.ts';

/** How long after a lead came in each promise ends (CALLBACK_PROMISE_MINUTES, QUOTE_PROMISE_MINUTES). */
export type PromiseRules = Pick<FunctionsConfig, 'callbackPromiseMs' | 'quotePromiseMs'>;

/** When a lead's promises end; null where its form promises none. */
export type DueTimes = { callDueAt: Date | null; quoteDueAt: Date | null };

/** The promises a kind of lead carries: the site promises a call on the contact and quote forms, and a quote on the quote form. */
export const PROMISES_OF: Record<FormType, readonly ('call' | 'quote')[]> = {
  contact: ['call'],
  quote: ['call', 'quote'],
  moldova: [],
};

/**
 * The due times of a lead stored at `storedAt`: fixed then, so a later change of the variables moves no
 * promise already made.
 */
export function dueTimes(formType: FormType, storedAt: Date, rules: PromiseRules): DueTimes {
  const promises = PROMISES_OF[formType];
  const at = (ms: number) => new Date(storedAt.getTime() + ms);
  return {
    callDueAt: promises.includes('call') ? at(rules.callbackPromiseMs) : null,
    quoteDueAt: promises.includes('quote') ? at(rules.quotePromiseMs) : null,
  };
}
