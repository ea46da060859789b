import { describe, expect, it } from 'vitest';
import { filterChips } from './filter-chips.ts';

const labels = { forms: { contact: 'Kontakt' }, statuses: { new: 'Ny' } };
const none = { form: '', status: '', q: '', unread: false, sort: 'due' as const };

describe("the list's active filters as chips", () => {
  it('are none when nothing is chosen and the order is the usual one', () => {
    expect(filterChips(none, labels, 'due')).toEqual([]);
  });

  it("name each choice in the owner's words, in the fields' order", () => {
    expect(
      filterChips(
        { form: 'contact', status: 'new', q: ' ole ', unread: true, sort: 'received' },
        labels,
        'due',
      ).map((chip) => [chip.key, chip.text]),
    ).toEqual([
      ['form', 'Formular: Kontakt'],
      ['status', 'Status: Ny'],
      ['sort', 'Nyeste først'],
      ['unread', 'Kun ulæste'],
      ['q', 'Søgning: ole'],
    ]);
  });

  it('show the order only when it is not the usual one for the width', () => {
    expect(filterChips({ ...none, sort: 'due' }, labels, 'received')).toEqual([
      { key: 'sort', text: 'Nærmeste frist først' },
    ]);
  });

  it('fall back to the value while the labels are not there yet', () => {
    expect(filterChips({ ...none, form: 'quote' }, undefined, 'due')).toEqual([
      { key: 'form', text: 'Formular: quote' },
    ]);
  });
});
