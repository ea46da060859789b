import type { FunctionsConfig } from '../_shared/config.ts';
import {
  createLeadActionLinks,
  LEAD_ACTION_DAYS,
  type LeadAction,
  leadActionText,
} from '../_shared/lead-action-link.ts';
import { DAY_MS } from '../_shared/rate-limit.ts';
import type { Action } from './email-html.ts';

/** The action that keeps each promise: a call is kept by "Jeg har ringet", a quote by "Tilbud sendt". */
const KEEPS: Readonly<Record<'call' | 'quote', LeadAction>> = { call: 'called', quote: 'quote-sent' };

/**
 * The one-tap buttons an e-mail about a stored lead carries for the promises it names (issue 56,
 * decision 062): each opens the site's confirmation page with a link signed for this lead and action,
 * working LEAD_ACTION_DAYS from when the lead came in (or until it is deleted). The expiry comes from the
 * lead, not the moment of writing, so every attempt of an e-mail is the same request to Resend (the
 * Idempotency-Key's rule, decision 056). None without LEAD_ACTION_SECRET.
 */
export function createOneTapActions(config: Pick<FunctionsConfig, 'leadActionSecret' | 'siteUrl'>) {
  const links = config.leadActionSecret ? createLeadActionLinks(config.leadActionSecret) : undefined;
  return async (
    leadId: string,
    promises: readonly ('call' | 'quote')[],
    receivedAt: Date,
  ): Promise<Action[]> => {
    if (!links) return [];
    const expiresAt = new Date(receivedAt.getTime() + LEAD_ACTION_DAYS * DAY_MS);
    return Promise.all(
      promises.map(async (promise) => ({
        text: leadActionText[KEEPS[promise]],
        href: await links.url(config.siteUrl, { leadId, action: KEEPS[promise], expiresAt }),
      })),
    );
  };
}

export type OneTapActions = ReturnType<typeof createOneTapActions>;
