// The history endpoints (documents at a point, transactions, the events timeline) over one document's
// life: created as a draft, edited, published, edited, discarded, unpublished, deleted.
import { applyPatch, type RawPatch } from 'mendoza';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LakeServer, startLakeServer } from '../test-support/lake-server.ts';

let lake: LakeServer;
const times: Record<string, string> = {};
const pair = { draftId: 'drafts.gallery-9', publishedId: 'gallery-9' };
const life = ['tx-create', 'tx-edit', 'tx-publish', 'tx-edit-2', 'tx-discard', 'tx-unpublish', 'tx-delete'];

async function act(transactionId: string, action: Record<string, unknown>) {
  const result = await lake.client.action(action as never, { transactionId } as never);
  const at = Date.now();
  times[transactionId] = new Date(at).toISOString();
  // The next transaction is stamped in a later millisecond, so that a time names one state (a fresh
  // clone's run once stamped the next edit in the same millisecond as this time).
  while (Date.now() === at) await new Promise((resolve) => setImmediate(resolve));
  return result;
}

const edit = (title: string) => ({
  actionType: 'sanity.action.document.edit',
  ...pair,
  patch: { set: { title } },
});

beforeAll(async () => {
  lake = await startLakeServer();
  await act('tx-create', {
    actionType: 'sanity.action.document.create',
    publishedId: pair.publishedId,
    attributes: { _id: pair.draftId, _type: 'galleryItem', title: 'Udkast' },
    ifExists: 'fail',
  });
  await act('tx-edit', edit('Køkken i Gilleleje'));
  await act('tx-publish', { actionType: 'sanity.action.document.publish', ...pair });
  await act('tx-edit-2', edit('Køkken i Gilleleje, før og efter'));
  await act('tx-discard', { actionType: 'sanity.action.document.discard', draftId: pair.draftId });
  await act('tx-unpublish', { actionType: 'sanity.action.document.unpublish', ...pair });
  await act('tx-delete', { actionType: 'sanity.action.document.delete', publishedId: pair.publishedId });
});

afterAll(async () => {
  await lake?.remove();
});

const ids = `${pair.publishedId},${pair.draftId}`;

function historyDocuments(query: string) {
  return lake.client.request<{ documents: { _id: string; _rev: string; title: string }[] }>({
    url: `/data/history/production/documents/${ids}?${query}`,
  });
}

async function get(path: string) {
  const response = await fetch(`${lake.server.url}/v2025-02-19/data/history/production/${path}`, {
    headers: lake.auth,
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

type Line = {
  id: string;
  timestamp: string;
  author: string;
  documentIDs: string[];
  effects?: Record<string, { apply: RawPatch; revert: RawPatch }>;
  mutations?: Record<string, Record<string, unknown>>[];
};

async function transactions(query: string): Promise<Line[]> {
  const { status, type, text } = await get(`transactions/${ids}?${query}`);
  expect(status, text).toBe(200);
  expect(type).toContain('application/x-ndjson');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);
}

describe('documents at a point in history', () => {
  it('answers each document as it was after a revision, leaving out those absent then', async () => {
    const edited = await historyDocuments('revision=tx-edit');
    expect(edited.documents).toEqual([
      expect.objectContaining({ _id: pair.draftId, _rev: 'tx-edit', title: 'Køkken i Gilleleje' }),
    ]);
    const published = await historyDocuments('revision=tx-publish');
    expect(published.documents).toEqual([
      expect.objectContaining({ _id: pair.publishedId, _rev: 'tx-publish', title: 'Køkken i Gilleleje' }),
    ]);
    const both = await historyDocuments('revision=tx-edit-2');
    expect(both.documents.map((document) => [document._id, document._rev])).toEqual([
      [pair.publishedId, 'tx-publish'],
      [pair.draftId, 'tx-edit-2'],
    ]);
    expect((await historyDocuments('revision=no-such-revision')).documents).toEqual([]);
  });

  it('answers the state at a time, and the last state before deletion', async () => {
    const atPublish = await historyDocuments(`time=${times['tx-publish']}`);
    expect(atPublish.documents.map((document) => document._rev)).toEqual(['tx-publish']);
    expect((await historyDocuments('time=2000-01-01T00:00:00Z')).documents).toEqual([]);
    expect((await historyDocuments(`time=${times['tx-delete']}`)).documents).toEqual([]);
    const last = await historyDocuments('lastRevision=true');
    expect(last.documents.map((document) => [document._id, document._rev])).toEqual([
      [pair.publishedId, 'tx-publish'],
      [pair.draftId, 'tx-unpublish'],
    ]);
  });

  it('refuses two points at once, a malformed time and a malformed id with 400', async () => {
    for (const path of [
      `documents/${ids}?revision=tx-edit&time=${times['tx-edit']}`,
      `documents/${ids}?time=yesterday`,
      'documents/bad%20id?lastRevision=true',
      'transactions/gallery-9?limit=0',
      'transactions/gallery-9?effectFormat=json',
      'transactions/gallery-9?fromTransaction=no-such-transaction',
    ]) {
      const { status, text } = await get(path);
      expect(status, path).toBe(400);
      expect(JSON.parse(text)).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });
});

describe('transactions', () => {
  it('lists every transaction of the documents, oldest first, with mutations and mendoza effects', async () => {
    const lines = await transactions('effectFormat=mendoza');
    expect(lines.map((line) => line.id)).toEqual(life);
    const publish = lines[2] as Line;
    expect(publish).toMatchObject({
      author: 'system',
      documentIDs: [pair.draftId, pair.publishedId],
      mutations: [
        { createOrReplace: { _id: pair.publishedId, title: 'Køkken i Gilleleje' } },
        { delete: { id: pair.draftId } },
      ],
    });
    // The effects carry each document from its state before to its state after, and back.
    const [before] = (await historyDocuments('revision=tx-edit')).documents;
    const draftEffects = publish.effects?.[pair.draftId];
    const { _rev, ...content } = before as Record<string, unknown>;
    expect(applyPatch(content, draftEffects?.apply as RawPatch)).toBeNull();
    expect(applyPatch(null, draftEffects?.revert as RawPatch)).toEqual(content);
    expect(applyPatch(null, publish.effects?.[pair.publishedId]?.apply as RawPatch)).toMatchObject({
      _id: pair.publishedId,
      title: 'Køkken i Gilleleje',
    });
  });

  it('reads as the Studio asks: newest first, limited, bounded, without content or mutations', async () => {
    const studio = await transactions(
      'effectFormat=mendoza&excludeContent=true&excludeMutations=true&includeIdentifiedDocumentsOnly=true&reverse=true&limit=3',
    );
    expect(studio.map((line) => line.id)).toEqual(['tx-delete', 'tx-unpublish', 'tx-discard']);
    expect(studio[0]).not.toHaveProperty('mutations');
    expect(studio[0]?.effects).toBeDefined();

    const bounded = await transactions('fromTransaction=tx-edit&toTransaction=tx-edit-2');
    expect(bounded.map((line) => line.id)).toEqual(['tx-edit', 'tx-publish', 'tx-edit-2']);
    expect(bounded[0]).not.toHaveProperty('effects');

    const byTime = await transactions(`fromTime=${times['tx-edit-2']}&toTime=${times['tx-unpublish']}`);
    expect(byTime.map((line) => line.id)).toEqual(['tx-discard', 'tx-unpublish']);

    const withoutContent = await transactions('excludeContent=true&fromTransaction=tx-publish&limit=1');
    expect(withoutContent[0]?.mutations).toEqual([
      { createOrReplace: { _id: pair.publishedId, _type: 'galleryItem' } },
      { delete: { id: pair.draftId } },
    ]);
  });

  it('names only the asked-for documents when told to', async () => {
    const { text } = await get(
      'transactions/drafts.gallery-9?includeIdentifiedDocumentsOnly=true&effectFormat=mendoza',
    );
    const publish = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line)
      .find((line) => line.id === 'tx-publish');
    expect(publish?.documentIDs).toEqual([pair.draftId]);
    expect(Object.keys(publish?.effects ?? {})).toEqual([pair.draftId]);
  });
});

describe('events timeline', () => {
  type EventsAnswer = { events: Record<string, Record<string, unknown>[]>; nextCursor: string };
  const events = (id: string, query = '') =>
    lake.client.request<EventsAnswer>({ url: `/data/history/production/events/documents/${id}?${query}` });

  it('lists the lifecycle events newest first, keyed by the asked-for id', async () => {
    const answer = await events(pair.draftId);
    expect(answer.nextCursor).toBe('');
    expect(answer.events[pair.draftId]).toEqual([
      expect.objectContaining({ type: 'deleteDocumentGroup', documentId: pair.publishedId }),
      expect.objectContaining({
        type: 'unpublishDocument',
        versionId: pair.draftId,
        versionRevisionId: 'tx-unpublish',
      }),
      expect.objectContaining({
        type: 'deleteDocumentVersion',
        versionId: pair.draftId,
        versionRevisionId: 'tx-edit-2',
      }),
      // Editing after the publish started a new draft.
      expect.objectContaining({
        type: 'createDocumentVersion',
        versionId: pair.draftId,
        versionRevisionId: 'tx-edit-2',
      }),
      expect.objectContaining({
        type: 'publishDocumentVersion',
        documentId: pair.publishedId,
        versionId: pair.draftId,
        revisionId: 'tx-publish',
        versionRevisionId: 'tx-edit',
        publishCause: 'document.publish',
        author: 'system',
        timestamp: expect.any(String),
      }),
      expect.objectContaining({
        type: 'createDocumentVersion',
        versionId: pair.draftId,
        versionRevisionId: 'tx-create',
      }),
    ]);
  });

  it('pages with nextCursor, and reports seed documents as created', async () => {
    const first = await events(pair.publishedId, 'limit=2');
    expect(first.events[pair.publishedId]?.map((event) => event.type)).toEqual([
      'deleteDocumentGroup',
      'unpublishDocument',
    ]);
    expect(first.nextCursor).not.toBe('');
    const second = await events(pair.publishedId, `limit=10&nextCursor=${first.nextCursor}`);
    expect(second.events[pair.publishedId]?.map((event) => event.type)).toEqual([
      'deleteDocumentVersion',
      'createDocumentVersion',
      'publishDocumentVersion',
      'createDocumentVersion',
    ]);
    expect(second.nextCursor).toBe('');

    const seeded = await events('gallery-1');
    expect(seeded.events['gallery-1']).toEqual([
      expect.objectContaining({
        type: 'createDocumentVersion',
        versionId: 'gallery-1',
        revisionId: expect.any(String),
      }),
    ]);
    expect((await get('events/documents/gallery-1?nextCursor=abc')).status).toBe(400);
  });
});
