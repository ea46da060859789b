import { orderRankField } from '@sanity/orderable-document-list';

/** The hidden position a document gets when the owner drags it in the desk list; the site sorts by it. */
export function orderField(type: string) {
  return orderRankField({
    type,
    title: 'Rækkefølge',
    description: 'Sættes automatisk, når du trækker i listen. Rækkefølgen er den samme på hjemmesiden.',
  });
}
