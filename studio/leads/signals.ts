/** The event the tool sends when leads changed (read, deleted), so the tool menu asks for the unread count again. */
export const LEADS_CHANGED = 'henvendelser-changed';

export const announceLeadsChanged = () => window.dispatchEvent(new Event(LEADS_CHANGED));
