import type { Filter, Labels, Sort } from './api.ts';
import { SORTS } from './sort-param.ts';

/** One active choice of the list, shown as a chip while the filters are folded away (issue 56). */
export type FilterChip = { key: keyof Filter; text: string };

/**
 * The list's active filters in the order the fields stand, in the owner's words ("Formular: Kontakt",
 * "Kun ulæste", "Søgning: ole"), and the order when it is not the width's own (`usual`).
 */
export function filterChips(
  filter: Filter,
  labels: Pick<Labels, 'forms' | 'statuses'> | undefined,
  usual: Sort,
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filter.form)
    chips.push({ key: 'form', text: `Formular: ${labels?.forms[filter.form] ?? filter.form}` });
  if (filter.status)
    chips.push({ key: 'status', text: `Status: ${labels?.statuses[filter.status] ?? filter.status}` });
  if (filter.sort !== usual) chips.push({ key: 'sort', text: SORTS[filter.sort] });
  if (filter.unread) chips.push({ key: 'unread', text: 'Kun ulæste' });
  if (filter.q.trim()) chips.push({ key: 'q', text: `Søgning: ${filter.q.trim()}` });
  return chips;
}
