import { leadActionPath } from '@nordkyst/site-paths';
import { timingSafeEqual } from 'hono/utils/buffer';
import { createKeyedHash } from './keyed-hash.ts';
import { isUuid } from './uuid.ts';

/**
 * What the owner can do from a company e-mail in one tap (issue 56): "Jeg har ringet" ends the call
 * promise (status Besvaret), "Tilbud sendt" the quote promise (status Tilbud sendt).
 */
export const LEAD_ACTIONS = ['called', 'quote-sent'] as const;
export type LeadAction = (typeof LEAD_ACTIONS)[number];

export const leadActionText: Readonly<Record<LeadAction, string>> = {
  called: 'Jeg har ringet',
  'quote-sent': 'Tilbud sendt',
};

/** How long an action link works at most; a lead deleted before (its retention) ends it sooner. */
export const LEAD_ACTION_DAYS = 30;

export type LeadActionTarget = { leadId: string; action: LeadAction; expiresAt: Date };
export type LeadActionCheck = LeadActionTarget | 'forged' | 'expired';

const isAction = (value: string): value is LeadAction => (LEAD_ACTIONS as readonly string[]).includes(value);

/**
 * Signed one-tap links (decision 062): `<lead id>.<action>.<expires, Unix seconds>.<HMAC of the three>`
 * under LEAD_ACTION_SECRET, which send-email (that writes the e-mails) and leads (that acts) share. The
 * link is the site's confirmation page with the token in its fragment, so neither the site's host nor a
 * mail scanner's request carries it; only the page's button sends it, in a POST body.
 */
export function createLeadActionLinks(secret: string) {
  const mac = createKeyedHash(secret, 'lead-action');
  const signed = (leadId: string, action: LeadAction, expires: number) =>
    mac(`${leadId}/${action}/${expires}`);

  return {
    async token(target: LeadActionTarget): Promise<string> {
      const expires = Math.floor(target.expiresAt.getTime() / 1000);
      return `${target.leadId}.${target.action}.${expires}.${await signed(target.leadId, target.action, expires)}`;
    },

    /** The address the e-mail's button opens: the site's confirmation page, the token after `#`. */
    async url(siteUrl: string, target: LeadActionTarget): Promise<string> {
      return `${siteUrl}${leadActionPath}#${await this.token(target)}`;
    },

    /** What a token names, when we signed it and it is still within its time. */
    async check(token: string, now: number): Promise<LeadActionCheck> {
      const [leadId = '', action = '', expires = '', signature = '', ...rest] = token.split('.');
      if (rest.length || !isUuid(leadId) || !isAction(action) || !/^\d{1,12}$/.test(expires)) return 'forged';
      if (!(await timingSafeEqual(signature, await signed(leadId, action, Number(expires))))) return 'forged';
      const expiresAt = new Date(Number(expires) * 1000);
      return expiresAt.getTime() > now ? { leadId, action, expiresAt } : 'expired';
    },
  };
}

export type LeadActionLinks = ReturnType<typeof createLeadActionLinks>;
