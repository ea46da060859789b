// The event stream through the real @sanity/client's listen(), as the Studio's editor and preview read it.
import type { MutationEvent, SanityClient, SanityDocument } from '@sanity/client';
import { applyPatch } from 'mendoza';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LakeServer, startLakeServer } from '../test-support/lake-server.ts';
import { loadStudioInternals } from '../test-support/studio-internals.ts';

type Subscribable<T> = { subscribe(observer: (value: T) => void): { unsubscribe(): void } };
/** One side of the pair the Studio's editor keeps for an open document. */
type PairSide = { events: Subscribable<{ type: string; document?: SanityDocument | null }> };
type StudioDocumentStore = {
  checkoutPair(
    client: SanityClient,
    idPair: { draftId: string; publishedId: string },
  ): { draft: PairSide; published: PairSide };
};

let lake: LakeServer;
let studio: StudioDocumentStore;

// Loading the Studio's code takes seconds on a busy machine; so may a stream's first events.
const loadTimeoutMs = 60_000;
const settleMs = 10_000;

beforeAll(async () => {
  [lake, studio] = await Promise.all([
    startLakeServer(),
    loadStudioInternals<StudioDocumentStore>(['checkoutPair']),
  ]);
}, loadTimeoutMs);

afterAll(async () => {
  await lake?.remove();
});

/** Subscribes, waits for `welcome`, runs `act`, and collects mutation events until `count` arrived. */
async function collect(
  query: string,
  params: Record<string, unknown>,
  count: number,
  act: () => Promise<unknown>,
): Promise<MutationEvent[]> {
  const events: MutationEvent[] = [];
  return new Promise((resolve, reject) => {
    const subscription = lake.client
      .listen(query, params, {
        events: ['welcome', 'mutation'],
        effectFormat: 'mendoza',
        includePreviousRevision: true,
      })
      .subscribe({
        next: (event) => {
          if (event.type === 'welcome') act().catch(reject);
          if (event.type === 'mutation') events.push(event);
          if (events.length === count) {
            subscription.unsubscribe();
            resolve(events);
          }
        },
        error: reject,
      });
  });
}

/** Opens the stream as a resuming client, and reads its events until one whose id or name is `until`. */
async function readStream(lastEventId: string, until: string): Promise<{ event: string; data: string }[]> {
  const query = encodeURIComponent('*[_id == "drafts.gallery-2"]');
  const controller = new AbortController();
  const response = await fetch(`${lake.server.url}/v2025-02-19/data/listen/production?query=${query}`, {
    headers: { 'Last-Event-ID': lastEventId, ...lake.auth },
    signal: controller.signal,
  });
  const reader = (response.body as ReadableStream<Uint8Array>)
    .pipeThrough(new TextDecoderStream())
    .getReader();
  const events: { event: string; data: string; id?: string }[] = [];
  let text = '';
  while (!events.some((event) => event.id === until || event.event === until)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
    const blocks = text.split('\n\n');
    text = blocks.pop() ?? '';
    for (const block of blocks) {
      const fields = Object.fromEntries(
        block
          .split('\n')
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
      );
      if (fields.event) events.push({ event: fields.event, data: fields.data ?? '', id: fields.id });
    }
  }
  controller.abort();
  return events.map(({ event, data }) => ({ event, data }));
}

const publish = (id: string, transactionId: string) =>
  lake.client.action(
    { actionType: 'sanity.action.document.publish', draftId: `drafts.${id}`, publishedId: id },
    { transactionId },
  );

const edit = (id: string, title: string, transactionId: string) =>
  lake.client.action(
    {
      actionType: 'sanity.action.document.edit',
      draftId: `drafts.${id}`,
      publishedId: id,
      patch: { set: { title } },
    },
    { transactionId },
  );

describe('listen', () => {
  it('sends a mutation event whose revisions, mutations, result and effects the Studio can apply', async () => {
    const before = await lake.client.getDocument('gallery-1');
    const [appear] = await collect('*[_id in $ids]', { ids: ['gallery-1', 'drafts.gallery-1'] }, 1, () =>
      edit('gallery-1', 'Ny titel', 'tx-listen-edit'),
    );
    expect(appear).toMatchObject({
      documentId: 'drafts.gallery-1',
      transactionId: 'tx-listen-edit',
      resultRev: 'tx-listen-edit',
      transition: 'appear',
      transactionTotalEvents: 1,
      transactionCurrentEvent: 1,
      result: { _id: 'drafts.gallery-1', title: 'Ny titel', _rev: 'tx-listen-edit' },
      mutations: [
        { create: expect.objectContaining({ _id: 'drafts.gallery-1' }) },
        { patch: expect.anything() },
      ],
    });
    const applied = applyPatch(null, appear?.effects?.apply as unknown[]);
    expect(applied).toMatchObject({ _id: 'drafts.gallery-1', title: 'Ny titel', image: before?.image });

    const [update] = await collect('*[_id in $ids]', { ids: ['drafts.gallery-1'] }, 1, () =>
      edit('gallery-1', 'Nyere titel', 'tx-listen-edit-2'),
    );
    expect(update).toMatchObject({
      transition: 'update',
      previousRev: 'tx-listen-edit',
      resultRev: 'tx-listen-edit-2',
    });
    const previous = { ...(update?.previous as object) };
    expect(applyPatch(previous, update?.effects?.apply as unknown[])).toMatchObject({ title: 'Nyere titel' });
  });

  it('counts in transactionTotalEvents only the events this listener receives (rule 4)', async () => {
    // Once both listeners are welcomed, one publish touches both documents.
    let welcomed = 0;
    const publishOnceBothListen = async () => {
      welcomed++;
      if (welcomed === 2) await publish('gallery-1', 'tx-listen-publish');
    };
    const pair = collect(
      '*[_id in $ids]',
      { ids: ['gallery-1', 'drafts.gallery-1'] },
      2,
      publishOnceBothListen,
    );
    const publishedOnly = collect('*[_id == "gallery-1"]', {}, 1, publishOnceBothListen);
    const [pairEvents, publishedEvents] = await Promise.all([pair, publishedOnly]);
    expect(
      pairEvents.map((event) => [event.documentId, event.transition, event.transactionCurrentEvent]),
    ).toEqual([
      ['gallery-1', 'update', 1],
      ['drafts.gallery-1', 'disappear', 2],
    ]);
    expect(pairEvents.every((event) => event.transactionTotalEvents === 2)).toBe(true);
    // The deleted draft's event, too, carries the transaction as resultRev: the Studio chains each
    // document's events by previousRev → resultRev and drops one that links to nothing.
    expect(pairEvents[1]).toMatchObject({
      previousRev: 'tx-listen-edit-2',
      resultRev: 'tx-listen-publish',
      mutations: [{ delete: { id: 'drafts.gallery-1' } }],
    });
    expect(publishedEvents).toMatchObject([
      { documentId: 'gallery-1', transactionTotalEvents: 1, transactionCurrentEvent: 1 },
    ]);
    expect(applyPatch({}, pairEvents[1]?.effects?.apply as unknown[])).toBeNull();
  });

  it(
    "leaves the Studio's open document published after a publish: the draft gone, the new version shown",
    async () => {
      const pair = { draftId: 'drafts.service-erhverv', publishedId: 'service-erhverv' };
      const title = 'Erhvervsopgaver og institutioner';
      await edit(pair.publishedId, title, 'tx-pair-edit');
      // The Studio's own document pair, as its editor checks it out for the open document.
      const { draft, published } = studio.checkoutPair(lake.client, pair);
      const shown: { draft?: SanityDocument | null; published?: SanityDocument | null } = {};
      const subscriptions = [
        draft.events.subscribe((event) => {
          if (event.type === 'snapshot') shown.draft = event.document;
        }),
        published.events.subscribe((event) => {
          if (event.type === 'snapshot') shown.published = event.document;
        }),
      ];
      try {
        await vi.waitFor(() => {
          expect(shown.draft).toMatchObject({ title, _rev: 'tx-pair-edit' });
          expect(shown.published).toMatchObject({ title: 'Erhvervsopgaver' });
        }, settleMs);
        await publish(pair.publishedId, 'tx-pair-publish');
        await vi.waitFor(() => {
          expect(shown.draft).toBeNull();
          expect(shown.published).toMatchObject({ title, _rev: 'tx-pair-publish' });
        }, settleMs);
      } finally {
        for (const subscription of subscriptions) subscription.unsubscribe();
      }
    },
    3 * settleMs,
  );

  it('resumes after Last-Event-ID with welcomeback and the missed events, or answers reset', async () => {
    await edit('gallery-2', 'Terrasse i Tisvilde', 'tx-resume-1');
    await edit('gallery-2', 'Terrasse i Tisvildeleje', 'tx-resume-2');
    const resumed = await readStream('tx-resume-1#drafts.gallery-2', 'tx-resume-2#drafts.gallery-2');
    expect(resumed.map(({ event }) => event)).toEqual(['welcomeback', 'mutation']);
    expect(JSON.parse(resumed[1]?.data ?? '{}')).toMatchObject({
      transactionId: 'tx-resume-2',
      previousRev: 'tx-resume-1',
      result: { title: 'Terrasse i Tisvildeleje' },
      mutations: [{ createOrReplace: { _id: 'drafts.gallery-2', title: 'Terrasse i Tisvildeleje' } }],
    });

    const gone = await readStream('no-such-transaction#drafts.gallery-2', 'welcome');
    expect(gone.map(({ event }) => event)).toEqual(['reset', 'welcome']);
  });

  it('answers a malformed filter with 400', async () => {
    const response = await fetch(`${lake.server.url}/v2025-02-19/data/listen/production?query=*[`, {
      headers: lake.auth,
    });
    expect(response.status).toBe(400);
  });
});
