/**
 * The event the tool sends with the unread count each time it loads the list (after a lead was read,
 * changed or deleted), so the tool menu shows it without asking the function again.
 */
export const LEADS_CHANGED = 'henvendelser-changed';

export const announceLeadsChanged = (unread: number) =>
  window.dispatchEvent(new CustomEvent<number>(LEADS_CHANGED, { detail: unread }));
