import type { LeadCounts } from './api.ts';

/**
 * The event the tool sends with the unread and overdue counts each time it loads the list (after a lead
 * was read, changed or deleted), so the tool menu shows them without asking the function again.
 */
export const LEADS_CHANGED = 'henvendelser-changed';

export const announceLeadsChanged = (counts: LeadCounts) =>
  window.dispatchEvent(new CustomEvent<LeadCounts>(LEADS_CHANGED, { detail: counts }));
