// The lifecycle events of a document group (published document and draft) that the Studio's history
// panel lists, derived from the stored transactions. Edits are not events: the Studio builds those from
// the transactions endpoint itself. Release versions are switched off locally and not reported.
import { draftIdOf, publishedIdOf } from './documents.ts';
import type { StoredChange, StoredTransaction } from './history.ts';

type EventBase = { timestamp: string; author: string; documentId: string };

export type DocumentEvent = EventBase &
  (
    | { type: 'createDocumentVersion'; versionId: string; versionRevisionId: string; revisionId?: string }
    | { type: 'deleteDocumentVersion'; versionId: string; versionRevisionId: string }
    | {
        type: 'publishDocumentVersion';
        versionId: string;
        revisionId: string;
        versionRevisionId: string;
        publishCause: 'document.publish';
      }
    | { type: 'unpublishDocument'; versionId: string; versionRevisionId: string }
    | { type: 'deleteDocumentGroup' }
    | { type: 'updateLiveDocument'; revisionId: string }
  );

const created = (change: StoredChange | undefined) => Boolean(change && !change.before && change.after);
const deleted = (change: StoredChange | undefined) => Boolean(change?.before && !change.after);

type Group = { publishedId: string; draftId: string };
type GroupRevisions = { published: string | null; draft: string | null };

/**
 * The events one transaction caused in the group. `after` holds each document's `_rev` after it, null
 * when absent (a transaction may leave one of them untouched).
 */
function eventsOfTransaction(
  transaction: StoredTransaction,
  group: Group,
  after: GroupRevisions,
): DocumentEvent[] {
  const published = transaction.changes.find((change) => change.id === group.publishedId);
  const draft = transaction.changes.find((change) => change.id === group.draftId);
  const base = {
    timestamp: transaction.timestamp,
    author: transaction.author,
    documentId: group.publishedId,
  };
  const versionId = group.draftId;

  if (!after.published && !after.draft && (deleted(published) || deleted(draft))) {
    return [{ ...base, type: 'deleteDocumentGroup' }];
  }
  if (published?.after && deleted(draft)) {
    return [
      {
        ...base,
        type: 'publishDocumentVersion',
        versionId,
        revisionId: transaction.id,
        versionRevisionId: draft?.before?._rev ?? transaction.id,
        publishCause: 'document.publish',
      },
    ];
  }
  if (deleted(published)) {
    // The content stays as the draft (a new one, or the draft that was there).
    return [
      { ...base, type: 'unpublishDocument', versionId, versionRevisionId: after.draft ?? transaction.id },
    ];
  }
  const events: DocumentEvent[] = [];
  if (created(published)) {
    events.push({
      ...base,
      type: 'createDocumentVersion',
      versionId: group.publishedId,
      versionRevisionId: transaction.id,
      revisionId: transaction.id,
    });
  } else if (published) {
    // The published document changed without a publish: an edit of a live document.
    events.push({ ...base, type: 'updateLiveDocument', revisionId: transaction.id });
  }
  if (created(draft)) {
    events.push({ ...base, type: 'createDocumentVersion', versionId, versionRevisionId: transaction.id });
  } else if (deleted(draft)) {
    // A discarded draft.
    events.push({
      ...base,
      type: 'deleteDocumentVersion',
      versionId,
      versionRevisionId: draft?.before?._rev ?? transaction.id,
    });
  }
  return events;
}

/** Each group event with the store order of its transaction, newest first. */
export function documentEvents(
  documentId: string,
  transactions: StoredTransaction[],
): { seq: number; event: DocumentEvent }[] {
  const group = { publishedId: publishedIdOf(documentId), draftId: draftIdOf(documentId) };
  const revisions: GroupRevisions = { published: null, draft: null };
  const events: { seq: number; event: DocumentEvent }[] = [];
  for (const transaction of transactions) {
    for (const change of transaction.changes) {
      const rev = change.after?._rev ?? null;
      if (change.id === group.publishedId) revisions.published = rev;
      if (change.id === group.draftId) revisions.draft = rev;
    }
    for (const event of eventsOfTransaction(transaction, group, revisions)) {
      events.push({ seq: transaction.seq, event });
    }
  }
  return events.reverse();
}
