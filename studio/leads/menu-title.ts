import type { LeadCounts } from './api.ts';

/**
 * The tool's menu entry with what waits for the owner: "Henvendelser (3)", "Henvendelser (3 · 1 for sent)",
 * "Henvendelser (1 for sent)"; the plain title when nothing does.
 */
export function menuTitle(title: string, { unread, overdue }: LeadCounts): string {
  const late = overdue > 0 ? `${overdue} for sent` : '';
  const counts = [unread > 0 ? String(unread) : '', late].filter(Boolean).join(' · ');
  return counts ? `${title} (${counts})` : title;
}
