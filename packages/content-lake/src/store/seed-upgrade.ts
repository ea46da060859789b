// A store keeps the owner's edits across releases, so it is seeded once. A later seed can still bring
// what the store has never had: a document new in the seed (a new page, the image of a new field) and a
// field new on a document (a heading the studio now requires). "Never had" is read from the store's
// history, so nothing the owner deleted or emptied comes back: a field or document removed in the
// studio was there in an earlier revision. This is the local form of a dataset migration with
// `createIfNotExists` and `setIfMissing`.
import { draftIdOf, publishedIdOf, type SanityDocument } from './documents.ts';
import type { SanityMutation } from './mutations.ts';

export type StoreHistory = {
  /** The document as it is now, if it exists. */
  current(id: string): SanityDocument | undefined;
  /** Every state the document has had in the store, oldest first; empty when it never existed. */
  revisions(id: string): SanityDocument[];
};

const ownFields = (document: SanityDocument) => Object.keys(document).filter((key) => !key.startsWith('_'));

/** The mutations that bring the store up to the seed without touching what the owner made of it. */
export function seedUpgrade(seed: readonly SanityDocument[], store: StoreHistory): SanityMutation[] {
  const creates: SanityMutation[] = [];
  const patches: SanityMutation[] = [];
  for (const document of seed) {
    const publishedId = publishedIdOf(document._id);
    const draftId = draftIdOf(publishedId);
    const history = [...store.revisions(publishedId), ...store.revisions(draftId)];
    if (history.length === 0) {
      creates.push({ createIfNotExists: document });
      continue;
    }
    const known = new Set(history.flatMap(ownFields));
    const added = ownFields(document).filter((field) => !known.has(field));
    if (added.length === 0) continue;
    const values = Object.fromEntries(added.map((field) => [field, document[field]]));
    for (const id of [publishedId, draftId]) {
      if (store.current(id)) patches.push({ patch: { id, setIfMissing: values } });
    }
  }
  return [...creates, ...patches];
}
