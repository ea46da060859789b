import type { Clock } from '../_shared/clock.ts';
import { type EmailMessage, EmailProviderError, type EmailTransport } from '../_shared/email.ts';
import type { EmailBudget } from './email-budget.ts';
import type { ProviderFaults } from './provider-fault.ts';
import { RETRY_RULES } from './retry-rules.ts';

/**
 * Sends an e-mail whose share of the budget was taken at `taken`, and gives it back if Resend refused
 * it; an e-mail that goes out ends a refusal of the site's key or domain.
 */
export function createBudgetedSend(deps: {
  transport: EmailTransport;
  clock: Clock;
  budget: EmailBudget;
  providerFaults: ProviderFaults;
}) {
  const { transport, clock, budget, providerFaults } = deps;
  return async function sendWithin(
    share: 'notification' | 'confirmation' | 'digest',
    taken: Date,
    message: EmailMessage,
  ): Promise<{ id: string }> {
    let sent: { id: string };
    try {
      sent = await transport.send(message);
    } catch (error) {
      // An answer with an error status: nothing went out. No status (a timeout, a lost connection): it may have.
      // The refusal is what the caller must hear, even when the database missed the give-back.
      if (error instanceof EmailProviderError && error.status !== undefined)
        await budget.giveBack(share, taken).catch(() => undefined);
      throw error;
    }
    // The provider takes e-mails (again): the leads a refusal of the key or domain held are due. The
    // e-mail is out either way; a clear the database missed is made by the next one.
    const now = clock.now();
    await providerFaults.accepted(new Date(now), new Date(now + RETRY_RULES.leaseMs)).catch(() => undefined);
    return sent;
  };
}

export type BudgetedSend = ReturnType<typeof createBudgetedSend>;
