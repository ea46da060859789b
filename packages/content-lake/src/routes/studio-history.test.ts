// The history endpoints read by the Studio's own history code (sanity, as pinned in studio/package.json):
// the functions its history panel runs, taken from its build, against this server. An upgrade that
// changes what the panel needs fails here.
import type { SanityClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LakeServer, startLakeServer } from '../test-support/lake-server.ts';
import { loadStudioInternals } from '../test-support/studio-internals.ts';

type Loadable = { loading: boolean; error?: Error | null };
type Observable<T> = { subscribe(observer: (value: T) => void): { unsubscribe(): void } };
type StudioEvent = { type: string; id: string; revisionId?: string; versionRevisionId?: string };

type StudioHistory = {
  getInitialFetchEvents(options: { client: SanityClient; documentId: string }): {
    events$: Observable<Loadable & { events: StudioEvent[]; nextCursor: string }>;
  };
  getDocumentAtRevision(options: {
    client: SanityClient;
    documentId: string;
    revisionId: string;
  }): Observable<Loadable & { document?: { _rev: string; title: string } | null }>;
  getDocumentTransactions(options: {
    client: SanityClient;
    documentId: string;
    fromTransaction: string;
    toTransaction?: string;
  }): Promise<{ id: string; effects: Record<string, unknown> }[]>;
  getEffectState(effect: unknown): string;
  sortEvents(lists: { remoteEdits: []; events: StudioEvent[]; expandedEvents: [] }): StudioEvent[];
};

function settled<T extends Loadable>(observable: Observable<T>): Promise<T> {
  return new Promise((resolve) => {
    const subscription = observable.subscribe((value) => {
      if (value.loading) return;
      queueMicrotask(() => subscription.unsubscribe());
      resolve(value);
    });
  });
}

let lake: LakeServer;
let studio: StudioHistory;
const pair = { draftId: 'drafts.gallery-9', publishedId: 'gallery-9' };

// Loading the Studio's code takes seconds on a busy machine.
const loadTimeoutMs = 60_000;

beforeAll(async () => {
  [lake, studio] = await Promise.all([
    startLakeServer(),
    loadStudioInternals<StudioHistory>([
      'getInitialFetchEvents',
      'getDocumentAtRevision',
      'getDocumentTransactions',
      'getEffectState',
      'sortEvents',
    ]),
  ]);
  const act = (action: Record<string, unknown>, transactionId: string) =>
    lake.client.action(action as never, { transactionId } as never);
  const edit = (title: string) => ({
    actionType: 'sanity.action.document.edit',
    ...pair,
    patch: { set: { title } },
  });
  await act(
    {
      actionType: 'sanity.action.document.create',
      publishedId: pair.publishedId,
      attributes: { _id: pair.draftId, _type: 'galleryItem', title: 'Udkast' },
    },
    'tx-create',
  );
  await act(edit('Køkken'), 'tx-edit');
  await act({ actionType: 'sanity.action.document.publish', ...pair }, 'tx-publish');
  await act(edit('Køkken i Gilleleje'), 'tx-edit-2');
  await act(edit('Køkken i Gilleleje, før og efter'), 'tx-edit-3');
}, loadTimeoutMs);

afterAll(async () => {
  await lake?.remove();
});

describe("the Studio's history panel", () => {
  it('lists the draft: its edit since the publish, the new draft, the publish and the creation', async () => {
    const { events$ } = studio.getInitialFetchEvents({ client: lake.client, documentId: pair.draftId });
    const answer = await settled(events$);
    expect(answer.error).toBeNull();
    const events = studio.sortEvents({ remoteEdits: [], events: answer.events, expandedEvents: [] });
    expect(events.map(({ type, id }) => [type, id])).toEqual([
      ['editDocumentVersion', 'tx-edit-3'],
      ['createDocumentVersion', 'tx-edit-2'],
      ['publishDocumentVersion', 'tx-edit'],
      ['createDocumentVersion', 'tx-create'],
    ]);
  });

  it('lists the published document with its publish', async () => {
    const { events$ } = studio.getInitialFetchEvents({ client: lake.client, documentId: pair.publishedId });
    const { events, error } = await settled(events$);
    expect(error).toBeNull();
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'publishDocumentVersion', id: 'tx-publish' }),
    );
  });

  it('opens a revision and reads the transactions between two', async () => {
    const revision = await settled(
      studio.getDocumentAtRevision({ client: lake.client, documentId: pair.draftId, revisionId: 'tx-edit' }),
    );
    expect(revision.document).toMatchObject({ _rev: 'tx-edit', title: 'Køkken' });
    const transactions = await studio.getDocumentTransactions({
      client: lake.client,
      documentId: pair.draftId,
      fromTransaction: 'tx-publish',
    });
    expect(transactions.map(({ id, effects }) => [id, studio.getEffectState(effects[pair.draftId])])).toEqual(
      [
        ['tx-edit-2', 'created'],
        ['tx-edit-3', 'modified'],
      ],
    );
  });
});
