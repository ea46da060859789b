// What the Studio's Presentation tool asks of the lake, through the real @sanity/client as its loader
// uses it (sanity/presentation's LiveQueries): the live events stream, sync tags and lastLiveEventId on
// query answers, the drafts perspective, content source maps, and /check/cors.
import type { ContentSourceMap, LiveEvent, SanityClient, SyncTag } from '@sanity/client';
import { applySourceDocuments } from '@sanity/client/csm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LakeServer, startLakeServer } from '../test-support/lake-server.ts';

let lake: LakeServer;

beforeAll(async () => {
  lake = await startLakeServer();
});

afterAll(async () => {
  await lake?.remove();
});

type Answer = { result: unknown; syncTags: SyncTag[]; resultSourceMap?: ContentSourceMap };

/** A query as the Presentation loader sends it: whole response, source map with key selectors. */
function presentationFetch(
  client: SanityClient,
  query: string,
  perspective: 'drafts' | 'published',
  lastLiveEventId?: string,
) {
  return client.fetch(
    query,
    {},
    {
      perspective,
      filterResponse: false,
      returnQuery: false,
      resultSourceMap: 'withKeyArraySelector',
      ...(lastLiveEventId ? { lastLiveEventId } : {}),
    },
  ) as Promise<Answer>;
}

/** Subscribes to the live events; `next(predicate)` resolves with the first matching event from now on. */
function liveEvents(client: SanityClient, includeDrafts: boolean) {
  const seen: LiveEvent[] = [];
  const waiting: { predicate: (event: LiveEvent) => boolean; resolve: (event: LiveEvent) => void }[] = [];
  let failed: unknown;
  const subscription = client.live.events({ includeDrafts, tag: 'presentation-loader' }).subscribe({
    next: (event) => {
      seen.push(event);
      for (const wait of [...waiting]) {
        if (wait.predicate(event)) {
          waiting.splice(waiting.indexOf(wait), 1);
          wait.resolve(event);
        }
      }
    },
    error: (error: unknown) => {
      failed = error;
    },
  });
  return {
    seen,
    failed: () => failed,
    next: (predicate: (event: LiveEvent) => boolean) =>
      new Promise<LiveEvent>((resolve) => {
        const earlier = seen.find(predicate);
        if (earlier) resolve(earlier);
        else waiting.push({ predicate, resolve });
      }),
    close: () => subscription.unsubscribe(),
  };
}

const isMessageWith = (tag: SyncTag) => (event: LiveEvent) =>
  event.type === 'message' && event.tags.includes(tag);

describe('Presentation through @sanity/client', () => {
  it('answers sync tags, and the live stream names them when a draft changes the answer', async () => {
    const query = '*[_id == "gallery-1"][0]{_id, _type, title, category}';
    const events = liveEvents(lake.client, true);
    await events.next((event) => event.type === 'welcome');
    const before = await presentationFetch(lake.client, query, 'drafts');
    expect(before.result).toMatchObject({ title: 'Nyt badeværelse' });
    expect(before.syncTags).toEqual([expect.stringMatching(/^s1:/)]);
    const [tag] = before.syncTags as [SyncTag];

    await lake.client.createOrReplace({
      _id: 'drafts.gallery-1',
      _type: 'galleryItem',
      title: 'Nyt bad (kladde)',
      category: 'Renovering',
    });
    const message = await events.next(isMessageWith(tag));
    expect(message).toMatchObject({ type: 'message', id: expect.any(String) });
    const after = await presentationFetch(lake.client, query, 'drafts', (message as { id: string }).id);
    expect(after.result).toMatchObject({ title: 'Nyt bad (kladde)' });
    // The published answer, the same query in another perspective, did not change: another tag.
    const published = await presentationFetch(lake.client, query, 'published');
    expect(published.syncTags).not.toEqual(before.syncTags);
    expect(published.result).toMatchObject({ title: 'Nyt badeværelse' });
    events.close();
  });

  it('accepts the legacy previewDrafts perspective as drafts', async () => {
    await lake.client.createOrReplace({
      _id: 'drafts.gallery-2',
      _type: 'galleryItem',
      title: 'Træterrasse (kladde)',
      orderRank: '0|b',
    });
    const answer = await lake.client.fetch(
      '*[_id == "gallery-2"][0].title',
      {},
      { perspective: 'previewDrafts' },
    );
    expect(answer).toBe('Træterrasse (kladde)');
  });

  it('gives a stream without drafts only the tags of published answers', async () => {
    const query = '*[_id == "gallery-2"][0]{title}';
    const draftTag = (await presentationFetch(lake.client, query, 'drafts')).syncTags[0] as SyncTag;
    const publishedTag = (await presentationFetch(lake.anonymous, query, 'published')).syncTags[0] as SyncTag;
    const events = liveEvents(lake.anonymous, false);
    await events.next((event) => event.type === 'welcome');
    await lake.client.patch('drafts.gallery-2').set({ title: 'Træterrasse (kladde 2)' }).commit();
    await lake.client.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.gallery-2',
      publishedId: 'gallery-2',
    });
    const message = await events.next((event) => event.type === 'message');
    expect(message).toMatchObject({ tags: [publishedTag] });
    expect(events.seen.some((event) => event.type === 'message' && event.tags.includes(draftTag))).toBe(
      false,
    );
    events.close();
  });

  it('keeps announcing the preview’s queries however many queries callers without a token send', async () => {
    const query = '*[_id == "gallery-1"][0]{title}';
    const [tag] = (await presentationFetch(lake.client, query, 'drafts')).syncTags as [SyncTag];
    const events = liveEvents(lake.client, true);
    await events.next((event) => event.type === 'welcome');
    // More distinct queries than the lake watches, as any program on this computer may send.
    for (let batch = 0; batch < 21; batch++) {
      await Promise.all(
        Array.from({ length: 100 }, (_, index) => lake.anonymous.fetch(`${batch * 100 + index} + 0`)),
      );
    }
    await lake.client.createOrReplace({ _id: 'drafts.gallery-1', _type: 'galleryItem', title: 'Kladde 3' });
    expect(await events.next(isMessageWith(tag))).toMatchObject({ type: 'message' });
    events.close();
    // 2,100 queries over HTTP: 2.6-3.7 s in the suite on two cores, 5.1 s once under load.
  }, 20_000);

  it('refuses includeDrafts without a token, as the client itself does', async () => {
    const response = await fetch(`${lake.server.url}/vX/data/live/events/production?includeDrafts=true`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(response.status).toBe(401);
    expect(() => lake.anonymous.live.events({ includeDrafts: true })).toThrow(/requires a token/);
    const notAccepted = await fetch(`${lake.server.url}/vX/data/live/events/production`, {
      headers: { accept: 'application/json' },
    });
    expect(notAccepted.status).toBe(406);
  });

  it('maps answered fields to their documents, so the Studio can lay its unsaved edits over them', async () => {
    const query = '*[_type == "galleryItem"] | order(orderRank) {_id, _type, title, "heading": title, image}';
    const answer = await presentationFetch(lake.client, query, 'drafts');
    const map = answer.resultSourceMap as ContentSourceMap;
    const at = (answer.result as { _id: string }[]).findIndex((item) => item._id === 'gallery-1');
    expect(map.mappings[`$[${at}]['title']`]).toEqual({
      type: 'value',
      source: { type: 'documentValue', document: expect.any(Number), path: expect.any(Number) },
    });
    expect(map.documents.map((document) => document._id)).toContain('drafts.gallery-1');
    // A renamed value is not claimed.
    expect(map.mappings[`$[${at}]['heading']`]).toBeUndefined();
    // What the Studio's loader does with an open document (turboChargeResultIfSourceMap).
    const live = { _id: 'drafts.gallery-1', _type: 'galleryItem', title: 'Skrevet lige nu' };
    const charged = applySourceDocuments(
      answer.result,
      map,
      (source) => (source._id === live._id ? live : null),
      (changed) => changed,
      'drafts',
    ) as { title: string; heading: string }[];
    const result = answer.result as { title: string; heading: string }[];
    expect(charged[at]).toMatchObject({ title: 'Skrevet lige nu', heading: result[at]?.heading });
    expect(charged[1 - at]?.title).toBe(result[1 - at]?.title);
  });

  it('answers /check/cors for the calling origin', async () => {
    const check = async (origin: string) =>
      (await (await fetch(`${lake.server.url}/vX/check/cors`, { headers: { origin } })).json()) as {
        result: { allowed: boolean };
      };
    expect((await check('http://127.0.0.1:4173')).result.allowed).toBe(true);
    expect((await check('https://nordkyst.localhost:3333')).result.allowed).toBe(true);
    expect((await check('https://elsewhere.example')).result.allowed).toBe(false);
  });
});

describe('live events stream positions', () => {
  async function openStream(lastEventId?: string) {
    const controller = new AbortController();
    const response = await fetch(`${lake.server.url}/vX/data/live/events/production?includeDrafts=true`, {
      headers: {
        accept: 'text/event-stream',
        ...lake.auth,
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
      signal: controller.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>)
      .pipeThrough(new TextDecoderStream())
      .getReader();
    let text = '';
    return {
      /** The event names read until `name` arrived. */
      async until(name: string): Promise<string[]> {
        while (!new RegExp(`^event: ${name}$`, 'm').test(text)) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
        }
        return [...text.matchAll(/^event: (\w+)$/gm)].map((match) => match[1] as string);
      },
      text: () => text,
      close: () => controller.abort(),
    };
  }

  it('answers restart first for an unknown position, and replays what a known one missed', async () => {
    const unknown = await openStream('someone-else.42');
    expect(await unknown.until('welcome')).toEqual(['restart', 'welcome']);
    unknown.close();

    const query = '*[_id == "gallery-1"][0].category';
    await lake.client.fetch(query, {}, { perspective: 'drafts' });
    const first = await openStream();
    await first.until('welcome');
    await lake.client.patch('drafts.gallery-1').set({ category: 'Nybyg' }).commit();
    await first.until('message');
    const id = /^id: (.+)$/m.exec(first.text())?.[1] as string;
    first.close();
    await lake.client.patch('drafts.gallery-1').set({ category: 'Tilbygning' }).commit();
    await lake.server.lake.version;
    const resumed = await openStream(id);
    expect(await resumed.until('message')).toEqual(['welcome', 'message']);
    expect(resumed.text()).not.toContain(`id: ${id}\n`);
    resumed.close();
  });

  it('says goaway when the server stops', async () => {
    const events = liveEvents(lake.client, true);
    await events.next((event) => event.type === 'welcome');
    const goaway = events.next((event) => event.type === 'goaway');
    await lake.restart();
    expect(await goaway).toMatchObject({ type: 'goaway' });
    events.close();
  });
});
