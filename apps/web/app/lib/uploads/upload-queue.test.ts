// The quote's photos on a phone's network, against the real local storage server (functions/local/storage)
// through a proxy that cuts the connection: tus-js-client resumes from the server's offset, the queue
// keeps trying by itself, a new queue from the kept store (a reload) finishes, and a quote tapped
// offline is sent when the connection returns, always with its one Idempotency-Key.
import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { createServer, type Socket, connect as tcpConnect } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { startTestStorage } from '../../../../../functions/test-support/local-storage.ts';
import type { SubmitFailure } from '../send-email.ts';
import { memoryQuoteStore } from './memory-quote-store.ts';
import type { Answer, Grant, GrantFile, UploadApi } from './upload-api.ts';
import {
  createUploadQueue,
  type UploadQueue,
  type UploadQueueOptions,
  type UploadsSnapshot,
} from './upload-queue.ts';
import { snapshotNews } from './upload-snapshot.ts';

const MB = 1024 * 1024;
/** Megabytes through a local proxy, with retries: seconds on two shared cores. */
const SLOW = 90_000;

let storage: Awaited<ReturnType<typeof startTestStorage>>;
let proxy: Awaited<ReturnType<typeof startCuttingProxy>>;
beforeAll(async () => {
  storage = await startTestStorage();
  proxy = await startCuttingProxy(new URL(storage.url));
}, SLOW);
afterAll(async () => {
  await proxy?.close();
  await storage?.close();
}, SLOW);

const queues: UploadQueue[] = [];
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop();
  proxy.restore();
  storage.takeReceived();
}, SLOW);

/**
 * A TCP proxy in front of storage that can cut every connection once a number of bytes went up, and
 * then refuses new ones (a phone without network) until `restore`.
 */
async function startCuttingProxy(target: URL) {
  let limit = Number.POSITIVE_INFINITY;
  let forwarded = 0;
  let down = false;
  let refused = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    client.on('error', () => {});
    if (down) {
      refused += 1;
      client.destroy();
      return;
    }
    const upstream = tcpConnect(Number(target.port), target.hostname);
    upstream.on('error', () => {});
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => {
      forwarded += chunk.length;
      if (forwarded <= limit) return void upstream.write(chunk);
      down = true;
      for (const socket of sockets) socket.destroy();
    });
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    /** Cuts the connection once this many more bytes went up through it. */
    cutAfter(bytes: number) {
      forwarded = 0;
      limit = bytes;
    },
    isDown: () => down,
    refused: () => refused,
    restore() {
      down = false;
      limit = Number.POSITIVE_INFINITY;
      refused = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * send-email's side of the contract as the page meets it (the function's own is tested in functions/):
 * a grant signs one path per file in the local storage server, its endpoint through the proxy.
 */
function sendEmailStandIn() {
  const grants: { key: string; altcha: string; files: GrantFile[] }[] = [];
  const quotes: { key: string; formData: Record<string, unknown> }[] = [];
  const completed: string[] = [];
  let unreachable = 0;
  let refusal: { message: string; status: number } | undefined;
  let pathsSpent: string | undefined;
  let inStorage = false;
  let sendRefusal: string | undefined;
  const granted = new Set<string>();
  const noAnswer: SubmitFailure = { success: false, error: 'Failed to send email', unreachable: true };
  const api: UploadApi = {
    async grant(request) {
      grants.push(request);
      const asksNew = request.files.some((file) => !granted.has(`${request.key}/${file.filename}`));
      // As the client's share answers (507): its field error names the attachments, no one photo.
      if (refusal?.status === 507 && asksNew)
        return {
          success: false,
          error: refusal.message,
          status: 507,
          fieldErrors: { attachments: [refusal.message] },
        };
      if (refusal && refusal.status !== 507)
        return { success: false, error: refusal.message, status: refusal.status };
      // As a grant that has had its paths answers: a photo it has not granted gets none, nor do the others.
      if (pathsSpent && asksNew) return { success: false, error: pathsSpent, status: 409 };
      const files: Grant['files'] = [];
      for (const [index, file] of request.files.entries()) {
        granted.add(`${request.key}/${file.filename}`);
        const path = `${request.key}/${index}-${file.filename}`;
        if (inStorage) {
          files.push({ path, uploaded: true });
          continue;
        }
        const { data } = await storage.bucket().createSignedUploadUrl(path, { upsert: true });
        if (!data) return noAnswer;
        files.push({ path, token: data.token });
      }
      return {
        success: true,
        grantId: `grant-${request.key}`,
        endpoint: `${proxy.url}/storage/v1/upload/resumable/sign`,
        expiresAt: new Date(Date.now() + 2 * 60 * 60_000).toISOString(),
        files,
      };
    },
    async sendQuote(key, formData): Promise<Answer<{ filesPending: number }>> {
      quotes.push({ key, formData });
      if (sendRefusal) return { success: false, error: sendRefusal, status: 400 };
      if (unreachable > 0) {
        unreachable -= 1;
        return noAnswer;
      }
      return { success: true, filesPending: 0 };
    },
    async complete(grantId) {
      completed.push(grantId);
      return { success: true, filesPending: 0 };
    },
  };
  return {
    api,
    grants,
    quotes,
    completed,
    /**
     * Grants are refused whole: by default as send-email does when storage is full (507, for a photo it has
     * not granted yet), or with another status for every request.
     */
    refuseGrants(message: string, status = 507) {
      refusal = { message, status };
    },
    /** The quote's text is refused (400), as a field the function does not take. */
    refuseSends(message: string | undefined) {
      sendRefusal = message;
    },
    /** Every photo is in storage already, as the grant finds one whose upload's end was lost. */
    answerInStorage() {
      inStorage = true;
    },
    /** A photo not granted before is refused with the whole request, as a grant out of paths does (409). */
    refuseNewPaths(message: string) {
      pathsSpent = message;
    },
    /** The next `count` sends of a quote's text get no answer (offline). */
    failSends(count: number) {
      unreachable = count;
    },
  };
}

/** tus-js-client's Node build reads Buffers, not Blobs: the same chunks, read from the Blob. */
const blobReader: UploadQueueOptions['fileReader'] = {
  async openFile(input) {
    const blob = input as unknown as Blob;
    return {
      size: blob.size,
      async slice(start: number, end: number) {
        const value = Buffer.from(await blob.slice(start, end).arrayBuffer());
        // tus-js-client checks a source's last chunk by `size`, as its own BufferSource sets it.
        return { value: Object.assign(value, { size: value.length }), done: end >= blob.size };
      },
      close() {},
    };
  },
};

function queueOf(options: Partial<UploadQueueOptions> & Pick<UploadQueueOptions, 'api' | 'store'>) {
  const queue = createUploadQueue({
    loadTus: () => import('tus-js-client'),
    anonKey: 'anon',
    connection: new EventTarget(),
    solution: async () => 'solved-challenge',
    backoffMs: [20],
    tusRetryDelays: [0, 10],
    fileReader: blobReader,
    ...options,
  });
  queues.push(queue);
  return queue;
}

const photo = (bytes: number, name = 'badevaerelse.jpg') =>
  new File([randomBytes(bytes)], name, { type: 'image/jpeg', lastModified: 1 });

/**
 * The Upload-Offset storage holds for an upload (asked past the proxy, on a connection of its own: a
 * HEAD answer left in fetch's pool breaks the next request on that connection).
 */
function serverOffset(uploadUrl: string, token: string): Promise<number> {
  const url = new URL(new URL(uploadUrl).pathname, storage.url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'HEAD',
      agent: false,
      headers: { 'Tus-Resumable': '1.0.0', 'x-signature': token },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(Number(response.headers['upload-offset']));
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * Bytes as a test compares them: their size and digest. A deep `toEqual` of megabytes holds the event
 * loop for seconds (14 s for 7 MB on a busy machine), past the storage server's 5 s keep-alive, and the
 * next request on fetch's pooled connection met the server closing it (ECONNRESET).
 */
const fingerprint = (bytes: ArrayBuffer | Buffer) => ({
  size: bytes.byteLength,
  sha256: createHash('sha256').update(new Uint8Array(bytes)).digest('hex'),
});

async function storedBytes(path: string): Promise<Buffer> {
  const { data, error } = await storage.bucket().createSignedUrl(path, 60);
  // The network error's cause too (a bare "fetch failed" on loopback was a pooled connection: `fingerprint`).
  if (!data)
    throw new Error(`${path} is not in storage: ${error?.message}`, {
      cause: (error as { originalError?: unknown } | null)?.originalError ?? error,
    });
  return Buffer.from(await (await fetch(data.signedUrl)).arrayBuffer());
}

const fileOf = (queue: UploadQueue) => queue.snapshot().draft?.files[0];

/** A photo in storage, then a second one that `refuse` has the grant refuse as a whole, with `reason`. */
async function secondRefused(queue: UploadQueue, refuse: () => void, reason: string): Promise<[File, File]> {
  const first = photo(1000, 'tag.jpg');
  await queue.add([first]);
  await vi.waitFor(() => expect(fileOf(queue)?.done).toBe(true), { timeout: SLOW });
  refuse();
  const second = photo(1000, 'facade.jpg');
  await queue.add([second]);
  await vi.waitFor(() => expect(queue.snapshot().draft?.refusal).toBe(reason));
  return [first, second];
}

/** Every snapshot the queue publishes, read as the form reads it (useSyncExternalStore): at each change. */
function watched(queue: UploadQueue): UploadsSnapshot[] {
  const seen: UploadsSnapshot[] = [];
  queue.subscribe(() => seen.push(queue.snapshot()));
  return seen;
}

it(
  'resumes a cut upload from the offset storage holds, retrying by itself until the connection is back',
  async () => {
    const send = sendEmailStandIn();
    const store = memoryQuoteStore();
    const queue = queueOf({ api: send.api, store });
    const picked = photo(9 * MB);
    proxy.cutAfter(7 * MB);
    await queue.add([picked]);
    // Cut in its second chunk; the queue goes on trying (well past tus-js-client's own two retries).
    await vi.waitFor(() => expect(proxy.refused()).toBeGreaterThan(5), { timeout: SLOW });
    expect(queue.snapshot().busy).toBe(true);
    const [kept] = (await store.quotes())[0]?.files ?? [];
    const offset = await serverOffset(kept?.uploadUrl ?? '', kept?.token ?? '');
    expect(offset).toBeGreaterThanOrEqual(6 * MB);
    expect(offset).toBeLessThan(picked.size);
    storage.takeReceived();
    proxy.restore();
    await vi.waitFor(() => expect(fileOf(queue)?.done).toBe(true), { timeout: SLOW });
    expect(storage.takeReceived()).toBe(picked.size - offset);
    expect(fileOf(queue)?.sent).toBe(picked.size);
    expect(fingerprint(await storedBytes(kept?.path ?? ''))).toEqual(fingerprint(await picked.arrayBuffer()));
    // One grant for the quote, asked with its key and solved challenge.
    expect(send.grants).toEqual([
      {
        key: (await store.quotes())[0]?.key,
        altcha: 'solved-challenge',
        files: [{ filename: picked.name, type: 'image/jpeg', size: picked.size }],
      },
    ]);
  },
  SLOW,
);

it(
  'goes on at once when the browser says it is online again, without waiting out its backoff',
  async () => {
    const connection = new EventTarget();
    const queue = queueOf({
      api: sendEmailStandIn().api,
      store: memoryQuoteStore(),
      connection,
      backoffMs: [60 * 60_000],
    });
    proxy.cutAfter(300 * 1024);
    await queue.add([photo(1 * MB)]);
    await vi.waitFor(() => expect(queue.snapshot().waiting).toBe(true), { timeout: SLOW });

    proxy.restore();
    connection.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(fileOf(queue)?.done).toBe(true), { timeout: SLOW });
    expect(queue.snapshot()).toMatchObject({ waiting: false, sentBytes: 1 * MB, totalBytes: 1 * MB });
  },
  SLOW,
);

it(
  'takes the text at the tap while photos go up, then reports them all in (§4) and forgets the quote',
  async () => {
    const send = sendEmailStandIn();
    const store = memoryQuoteStore();
    const queue = queueOf({ api: send.api, store });
    const picked = photo(2 * MB, 'tag.png');
    proxy.cutAfter(512 * 1024);
    await queue.add([picked]);
    await vi.waitFor(() => expect(proxy.isDown()).toBe(true));

    const text = { name: 'Jens Hansen', description: 'Nyt tag på carporten', website: '' };
    expect(await queue.send(text, [picked])).toEqual({ success: true, photosPending: true });
    const [quote] = send.quotes;
    const key = send.grants[0]?.key;
    expect(quote).toEqual({
      key,
      formData: {
        ...text,
        altcha: 'solved-challenge',
        files: [{ path: `${key}/0-tag.png`, filename: 'tag.png', type: 'image/jpeg', size: picked.size }],
      },
    });
    expect(queue.snapshot().draft).toBeUndefined();
    expect(queue.snapshot().sent[0]).toMatchObject({ textSent: true, complete: false });

    proxy.restore();
    await vi.waitFor(() => expect(queue.snapshot().sent[0]?.complete).toBe(true), { timeout: SLOW });
    expect(send.completed).toEqual([`grant-${key}`]);
    expect(store.size()).toBe(0);
    expect(queue.snapshot().busy).toBe(false);
  },
  SLOW,
);

it(
  'finishes the photos a reloaded page kept, from where storage has them, and sends them with the quote',
  async () => {
    const send = sendEmailStandIn();
    const store = memoryQuoteStore();
    const before = queueOf({ api: send.api, store });
    const picked = [photo(7 * MB, 'facade.jpg'), photo(1 * MB, 'vindue.jpg')];
    proxy.cutAfter(6.5 * MB);
    await before.add(picked);
    await vi.waitFor(() => expect(before.snapshot().waiting).toBe(true), { timeout: SLOW });
    await before.stop(); // the page is reloaded
    const [first] = (await store.quotes())[0]?.files ?? [];
    const offset = await serverOffset(first?.uploadUrl ?? '', first?.token ?? '');
    expect(offset).toBeGreaterThan(0);
    proxy.restore();
    storage.takeReceived();

    const after = queueOf({ api: send.api, store });
    await after.restore();
    expect(after.snapshot().restored).toBe(2);
    const restored = after.snapshot().restoredDraft;
    expect(restored.map((file) => [file.name, file.size])).toEqual(
      picked.map((file) => [file.name, file.size]),
    );
    await vi.waitFor(() => expect(after.snapshot().draft?.files.every((file) => file.done)).toBe(true), {
      timeout: SLOW,
    });
    expect(storage.takeReceived()).toBe(7 * MB - offset + 1 * MB);
    const key = send.grants[0]?.key ?? '';
    for (const [index, file] of picked.entries()) {
      expect(fingerprint(await storedBytes(`${key}/${index}-${file.name}`))).toEqual(
        fingerprint(await file.arrayBuffer()),
      );
    }

    // The visitor sends the quote with the photos the page found: the same quote, its key and its paths.
    expect(await after.send({ name: 'Jens Hansen' }, restored)).toEqual({
      success: true,
      photosPending: false,
    });
    expect(send.grants.map((grant) => grant.key)).toEqual([key]);
    expect(send.quotes[0]?.key).toBe(key);
    expect(
      (send.quotes[0]?.formData.files as { path: string }[] | undefined)?.map((file) => file.path),
    ).toEqual([`${key}/0-facade.jpg`, `${key}/1-vindue.jpg`]);
    await vi.waitFor(() => expect(store.size()).toBe(0));
    expect(send.completed).toEqual([`grant-${key}`]);
  },
  SLOW,
);

it(
  'keeps a quote tapped offline and sends it when the connection returns, as one submission',
  async () => {
    const send = sendEmailStandIn();
    const store = memoryQuoteStore();
    const connection = new EventTarget();
    const queue = queueOf({ api: send.api, store, connection, backoffMs: [60 * 60_000] });
    send.failSends(2);

    const text = { name: 'Jens Hansen', description: 'Ny terrasse', website: '' };
    expect(await queue.send(text, [])).toEqual({ success: true, photosPending: true, kept: true });
    expect((await store.quotes())[0]).toMatchObject({ text, textSent: false });
    expect(queue.snapshot()).toMatchObject({ busy: true, sent: [{ textKept: true }] });

    // Still no connection when the browser first thinks it is back; then it is.
    for (const calls of [2, 3]) {
      await vi.waitFor(() => expect(queue.snapshot().waiting).toBe(true));
      connection.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(send.quotes).toHaveLength(calls));
    }
    await vi.waitFor(() => expect(store.size()).toBe(0));
    expect(send.quotes).toHaveLength(3);
    expect(new Set(send.quotes.map((quote) => quote.key)).size).toBe(1);
    expect(send.quotes[2]?.formData).toEqual({ ...text, altcha: 'solved-challenge', files: [] });
    expect(queue.snapshot()).toMatchObject({ busy: false, sent: [{ textKept: false, textSent: true }] });
  },
  SLOW,
);

it(
  'retries a kept quote with backoff too, when no online event comes',
  async () => {
    const send = sendEmailStandIn();
    const store = memoryQuoteStore();
    const queue = queueOf({ api: send.api, store, backoffMs: [10, 20] });
    send.failSends(3);
    expect(await queue.send({ name: 'Jens Hansen' }, [])).toMatchObject({ kept: true });
    await vi.waitFor(() => expect(store.size()).toBe(0));
    expect(send.quotes).toHaveLength(4);
    expect(new Set(send.quotes.map((quote) => quote.key)).size).toBe(1);
  },
  SLOW,
);

it(
  'sends the quote without its photos, and says why, when storage takes none (a grant refused whole, 507)',
  async () => {
    const send = sendEmailStandIn();
    const queue = queueOf({ api: send.api, store: memoryQuoteStore() });
    const full = 'Vi kan ikke tage imod billeder lige nu.';
    send.refuseGrants(full);
    const picked = photo(1000);
    await queue.add([picked]);
    await vi.waitFor(() => expect(queue.snapshot().draft?.files[0]?.failed).toBe(full));
    // Said once for the quote, not under every photo (upload-status.tsx).
    expect(queue.snapshot().draft?.refusal).toBe(full);
    expect(queue.snapshot().draft?.files[0]?.refusedWhole).toBe(true);

    const text = { name: 'Jens Hansen', description: 'Nyt tag', website: '' };
    expect(await queue.send(text, [picked])).toEqual({
      success: true,
      photosPending: false,
      photosRefused: full,
    });
    expect(send.quotes).toHaveLength(1);
    expect(send.quotes[0]?.formData).toEqual({ ...text, altcha: 'solved-challenge', files: [] });
  },
  SLOW,
);

it(
  'sends the photos a grant gave paths to when it has had its paths, and leaves the new one behind (409)',
  async () => {
    const send = sendEmailStandIn();
    const queue = queueOf({ api: send.api, store: memoryQuoteStore() });
    const spent = 'Du har skiftet billederne ud for mange gange.';
    const [first, second] = await secondRefused(queue, () => send.refuseNewPaths(spent), spent);
    const [kept, left] = queue.snapshot().draft?.files ?? [];
    expect(kept).toMatchObject({ done: true });
    expect(kept?.failed).toBeUndefined();
    expect(left).toMatchObject({ failed: spent, refusedWhole: true });

    // The tap sends the text with the photo in storage: the refusal told the visitor so, and holds nothing back.
    const text = { name: 'Jens Hansen', description: 'Nyt tag', website: '' };
    expect(await queue.send(text, [first, second])).toEqual({ success: true, photosPending: false });
    expect(send.quotes[0]?.formData.files).toEqual([
      expect.objectContaining({ filename: 'tag.jpg', path: expect.stringMatching(/\/0-tag\.jpg$/) }),
    ]);
  },
  SLOW,
);

it(
  'tells those who read its snapshot at each change (the form) that the last photo is in',
  async () => {
    const send = sendEmailStandIn();
    const queue = queueOf({ api: send.api, store: memoryQuoteStore() });
    // As React's useSyncExternalStore reads it: at once, at each change.
    const seen = watched(queue);
    await queue.add([photo(1000, 'tag.jpg'), photo(1000, 'facade.jpg')]);
    await vi.waitFor(() => expect(seen.at(-1)?.draft?.files.map((file) => file.done)).toEqual([true, true]), {
      timeout: SLOW,
    });
    expect(seen.at(-1)?.busy).toBe(false);
  },
  SLOW,
);

it('tells the form a photo the grant finds in storage already is in, with nothing sent', async () => {
  const send = sendEmailStandIn();
  send.answerInStorage();
  const queue = queueOf({ api: send.api, store: memoryQuoteStore() });
  const seen = watched(queue);
  storage.takeReceived();
  await queue.add([photo(1000, 'tag.jpg')]);
  await vi.waitFor(() => expect(seen.at(-1)?.draft?.files[0]?.done).toBe(true));
  expect(seen.at(-1)?.busy).toBe(false);
  expect(storage.takeReceived()).toBe(0);
});

it('tells the form at once what a tap changed: a refused text is not kept, a sent quote is no longer filled in', async () => {
  const send = sendEmailStandIn();
  const queue = queueOf({ api: send.api, store: memoryQuoteStore() });
  const seen = watched(queue);
  const text = { name: 'Jens Hansen', description: 'Nyt tag', website: '' };
  const picked = photo(1000, 'tag.jpg');
  await queue.add([picked]);
  await vi.waitFor(() => expect(seen.at(-1)?.draft?.files[0]?.done).toBe(true));

  send.refuseSends('Ugyldig e-mailadresse');
  expect(await queue.send(text, [picked])).toMatchObject({ success: false, status: 400 });
  // Nothing is waiting to go: leaving the page loses nothing.
  expect(seen.at(-1)?.draft?.textKept).toBe(false);
  expect(seen.at(-1)?.busy).toBe(false);

  send.refuseSends(undefined);
  expect(await queue.send(text, [picked])).toMatchObject({ success: true });
  expect(seen.at(-1)?.draft).toBeUndefined();
  expect(seen.at(-1)?.sent.map((quote) => quote.textSent)).toEqual([true]);
});

it('tells the form when a kept quote is refused later: nothing waits to go any more', async () => {
  const send = sendEmailStandIn();
  const queue = queueOf({ api: send.api, store: memoryQuoteStore(), backoffMs: [10] });
  const seen = watched(queue);
  const refused = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    send.failSends(1);
    expect(await queue.send({ name: 'Jens Hansen' }, [])).toMatchObject({ kept: true });
    expect(seen.at(-1)?.busy).toBe(true);
    send.refuseSends('Ugyldig e-mailadresse');
    await vi.waitFor(() => expect(send.quotes).toHaveLength(2));
    await vi.waitFor(() => expect(seen.at(-1)?.busy).toBe(false));
    expect(refused).toHaveBeenCalledWith('A kept quote was refused:', 'Ugyldig e-mailadresse');
  } finally {
    // Not left to the next file (--isolate=false).
    refused.mockRestore();
  }
});

/** The toasts' news between each snapshot the form was given and the next (use-quote-uploads.ts). */
const newsOf = (seen: UploadsSnapshot[]) => seen.flatMap((after, i) => snapshotNews(seen[i - 1], after));

it(
  'keeps a photo storage already has when the next is refused for a full store (507): the quote goes with it',
  async () => {
    const send = sendEmailStandIn();
    const queue = queueOf({ api: send.api, store: memoryQuoteStore() });
    const seen = watched(queue);
    const full = 'Vi kan ikke tage imod flere billeder lige nu.';
    const [first, second] = await secondRefused(queue, () => send.refuseGrants(full), full);
    expect(queue.snapshot().draft?.files.map((file) => [file.done, file.failed])).toEqual([
      [true, undefined],
      [false, full],
    ]);

    // Sent with the photo that went: a plain thanks, not "sendt uden billederne".
    const text = { name: 'Jens Hansen', description: 'Nyt tag', website: '' };
    expect(await queue.send(text, [first, second])).toEqual({ success: true, photosPending: false });
    expect(send.quotes[0]?.formData.files).toEqual([expect.objectContaining({ filename: 'tag.jpg' })]);
    await vi.waitFor(() => expect(seen.at(-1)?.sent[0]?.complete).toBe(true));
    expect(newsOf(seen)).toEqual(['photosIn']);
  },
  SLOW,
);

it('says nothing of photos sent when storage took none (507): the thanks says it went without them', async () => {
  const send = sendEmailStandIn();
  const queue = queueOf({ api: send.api, store: memoryQuoteStore() });
  const seen = watched(queue);
  const full = 'Vi kan ikke tage imod flere billeder lige nu.';
  send.refuseGrants(full);
  const picked = photo(1000);
  await queue.add([picked]);
  await vi.waitFor(() => expect(queue.snapshot().draft?.refusal).toBe(full));
  const text = { name: 'Jens Hansen', description: 'Nyt tag', website: '' };
  expect(await queue.send(text, [picked])).toMatchObject({ success: true, photosRefused: full });
  await vi.waitFor(() => expect(seen.at(-1)?.sent[0]?.complete).toBe(true));
  expect(newsOf(seen)).toEqual([]);
});

it('holds the tap with a refusal that names no photo and is neither 507 nor 409 (the visitor reads it)', async () => {
  const send = sendEmailStandIn();
  const queue = queueOf({ api: send.api, store: memoryQuoteStore() });
  const invalid = 'Billederne kunne ikke modtages.';
  send.refuseGrants(invalid, 400);
  const picked = photo(1000);
  await queue.add([picked]);
  await vi.waitFor(() => expect(queue.snapshot().draft?.files[0]?.failed).toBe(invalid));
  expect(queue.snapshot().draft?.refusal).toBeUndefined();
  const text = { name: 'Jens Hansen', description: 'Nyt tag', website: '' };
  expect(await queue.send(text, [picked])).toEqual({
    success: false,
    error: invalid,
    fieldErrors: { files: [invalid] },
  });
  expect(send.quotes).toEqual([]);
});

it(
  'does not ask again for a photo a grant out of paths refused, when the page is reloaded after the tap',
  async () => {
    const send = sendEmailStandIn();
    const store = memoryQuoteStore();
    const before = queueOf({ api: send.api, store });
    const spent = 'Du har skiftet billederne ud for mange gange.';
    const [first, second] = await secondRefused(before, () => send.refuseNewPaths(spent), spent);
    // Reloaded before the tap's quote is done with (its text kept, waiting for the connection).
    send.failSends(1);
    expect(await before.send({ name: 'Jens Hansen' }, [first, second])).toMatchObject({ kept: true });
    await before.stop();
    expect((await store.quotes())[0]?.files.map((file) => file.name)).toEqual(['tag.jpg']);

    const grants = send.grants.length;
    const after = queueOf({ api: send.api, store });
    await after.restore();
    expect(after.snapshot().restored).toBe(0);
    await vi.waitFor(() => expect(send.quotes).toHaveLength(2));
    expect(send.quotes[1]?.formData.files).toEqual([expect.objectContaining({ filename: 'tag.jpg' })]);
    expect(send.grants).toHaveLength(grants);
  },
  SLOW,
);
