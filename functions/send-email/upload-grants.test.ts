// Issue 54, points 1 and 4 (decision 057): what an upload token can write is counted until it expires
// and swept when no quote claims it, and a grant is counted as a submission is. Real Postgres, the local
// storage server and send-email's handler, as a script meets them: one solution asked again and again,
// many grants from one /64, a database nearly full.
import { randomBytes } from 'node:crypto';
import { uploadGrantMessages } from '@nordkyst/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '../_shared/clock.ts';
import { createDatabaseRateLimiter, unlimited } from '../_shared/rate-limit.ts';
import { solvedChallenge } from '../test-support/challenge.ts';
import { emptyTables, testDatabase } from '../test-support/database.ts';
import { base64Bytes, PNG_1X1, quoteBody } from '../test-support/fixtures.ts';
import { startTestStorage, tusUpload } from '../test-support/local-storage.ts';
import {
  databaseParts,
  handlerConfig,
  photoParts,
  SEND_EMAIL_URL,
} from '../test-support/send-email-parts.ts';
import { createDatabaseWatch } from './database-watch.ts';
import { createSendEmailHandler } from './handler.ts';
import { sendEmailMessages } from './messages.ts';
import { GRANT_MS } from './routes/uploads.ts';
import { TOKEN_GRACE_MS } from './storage-removals.ts';
import { MAX_GRANT_PATHS } from './upload-grants.ts';

const ALTCHA = 'upload-grants-test-secret-0123456789abcd';
const RETRY_SECRET = 'r'.repeat(40);
const COMPANY = 'kontakt@nordkystbyg.dk';

let db: Awaited<ReturnType<typeof testDatabase>>;
let storage: Awaited<ReturnType<typeof startTestStorage>>;
let now: number;
const clock: Clock = { now: () => now };

beforeAll(async () => {
  db = await testDatabase();
  storage = await startTestStorage();
});
afterAll(async () => {
  await storage.close();
  await db.close();
});
beforeEach(async () => {
  await emptyTables(db.sql);
  // The challenge's expiry is checked against the real time (altcha-lib).
  now = Date.now();
});

type Limits = {
  window?: number;
  day?: number;
  databaseMaxBytes?: number;
  clientShare?: number;
  neighbourhoodFactor?: number;
};

function handler(limits: Limits = {}) {
  const parts = databaseParts(db.sql, clock);
  return createSendEmailHandler({
    config: handlerConfig({
      altchaHmacKey: ALTCHA,
      retrySecret: RETRY_SECRET,
      clientAddressHeader: 'x-client-address',
      ...(limits.clientShare === undefined ? {} : { fileStoreClientMaxBytes: limits.clientShare }),
      ...(limits.neighbourhoodFactor === undefined
        ? {}
        : { neighbourhoodFactor: limits.neighbourhoodFactor }),
    }),
    transport: { send: async () => ({ id: crypto.randomUUID() }) },
    clock,
    ...parts,
    rateLimiter:
      limits.window || limits.day
        ? createDatabaseRateLimiter({
            sql: db.sql,
            limit: limits.window ?? 0,
            windowMs: 600_000,
            dailyLimit: limits.day ?? 0,
            clock,
            secret: ALTCHA,
          })
        : unlimited,
    database: createDatabaseWatch({ sql: db.sql, clock, maxBytes: limits.databaseMaxBytes ?? 0 }),
    uploads: photoParts(db.sql, storage),
    log: () => {},
  });
}

type Granted = {
  grantId: string;
  files: { path: string; token: string; filename: string; uploaded?: boolean }[];
};
type Answer = { status: number; body: Record<string, unknown> & Partial<Granted> };

async function post(
  send: ReturnType<typeof handler>,
  path: string,
  body: unknown,
  key: string,
  address = '2001:db8:54:1::10',
): Promise<Answer> {
  const response = await send(
    new Request(`${SEND_EMAIL_URL}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'x-client-address': address },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const scheduledRun = async (send: ReturnType<typeof handler>) => {
  const response = await send(
    new Request(`${SEND_EMAIL_URL}/retry`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${RETRY_SECRET}` },
    }),
  );
  expect(response.status).toBe(200);
};

/** A photo of `size` bytes: a PNG's header, so its type is what it says, and random bytes after it. */
const photo = (size: number) =>
  Buffer.concat([Buffer.from(PNG_1X1, 'base64'), randomBytes(size - base64Bytes(PNG_1X1))]);
const described = (names: string[], size: number) =>
  names.map((filename) => ({ filename, type: 'image/png', size }));

const objectsIn = async (folder: string) => (await storage.bucket().list(folder)).data?.length ?? 0;

/** The ceilings' counters: the store's, and each client's. */
async function counters() {
  const rows = await db.sql<
    { scope: string; bytes: string }[]
  >`select scope, bytes from public.file_store_usage`;
  const clients = rows.filter((row) => row.scope.startsWith('client:')).map((row) => Number(row.bytes));
  return { store: Number(rows.find((row) => row.scope === 'store')?.bytes ?? 0), clients };
}

let serial = 0;
const nextKey = () => `upload-grants-${++serial}`;

describe('one solution asked for grants again and again', () => {
  it('is handed ten paths at most, counts each while its token works, and keeps five photos past the next run', async () => {
    const send = handler();
    const key = nextKey();
    const altcha = await solvedChallenge(ALTCHA, clock);
    const size = 4000;
    const tokens: { path: string; token: string }[] = [];
    const answers: Answer[] = [];
    for (let round = 0; round < 4; round++) {
      const names = [1, 2, 3, 4, 5].map((n) => `runde-${round}-${n}.png`);
      const answer = await post(
        send,
        '/uploads',
        { formType: 'quote', altcha, files: described(names, size) },
        key,
      );
      answers.push(answer);
      if (answer.status === 200) tokens.push(...(answer.body.files ?? []));
    }
    // The first two asks get five paths each; past ten the grant hands out none, in Danish.
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 409, 409]);
    expect(answers[2]?.body.error).toBe(uploadGrantMessages.da.tooManyPaths(COMPANY));
    expect(new Set(tokens.map((file) => file.path)).size).toBe(MAX_GRANT_PATHS);
    const grantId = answers[0]?.body.grantId ?? '';
    expect(answers[1]?.body.grantId).toBe(grantId);

    // Every path written, the replaced ones too: their tokens still work.
    for (const file of tokens)
      expect(
        await tusUpload(storage.url, photo(size), {
          token: file.token,
          objectName: file.path,
          contentType: 'image/png',
        }),
      ).toMatchObject({ ok: true });
    expect(await objectsIn(grantId)).toBe(MAX_GRANT_PATHS);
    // Every path counts against the store and the client while its token works.
    expect(await counters()).toEqual({ store: MAX_GRANT_PATHS * size, clients: [MAX_GRANT_PATHS * size] });

    // The next run removes what the replaced paths hold; the five the grant lists stay.
    await scheduledRun(send);
    expect(await objectsIn(grantId)).toBe(5);
    expect((await counters()).store).toBe(MAX_GRANT_PATHS * size);

    // Written again while its token works: removed again by the next run.
    const replaced = tokens[0] as { path: string; token: string };
    await tusUpload(storage.url, photo(size), {
      token: replaced.token,
      objectName: replaced.path,
      contentType: 'image/png',
    });
    await scheduledRun(send);
    expect(await objectsIn(grantId)).toBe(5);

    // No quote came: once the tokens expired and the grace passed, the grant, its rows and objects go.
    now += GRANT_MS + TOKEN_GRACE_MS + 60_000;
    await scheduledRun(send);
    expect(await objectsIn(grantId)).toBe(0);
    expect(await counters()).toEqual({ store: 0, clients: [] });
    const [left] = await db.sql<{ grants: number; files: number; replaced: number; queued: number }[]>`
      select (select count(*) from public.upload_grants)::int as grants,
        (select count(*) from public.upload_files)::int as files,
        (select count(*) from public.upload_replaced_files)::int as replaced,
        (select count(*) from public.storage_removals)::int as queued`;
    expect(left).toEqual({ grants: 0, files: 0, replaced: 0, queued: 0 });
  }, 120_000);

  it('keeps a photo picked again in another place at its path, and renews its token', async () => {
    const send = handler();
    const key = nextKey();
    const altcha = await solvedChallenge(ALTCHA, clock);
    const first = await post(
      send,
      '/uploads',
      { formType: 'quote', altcha, files: described(['a.png', 'b.png', 'c.png'], 3000) },
      key,
    );
    now += 5 * 60_000;
    // The first photo removed: the others move up and keep their paths; one new path only.
    const second = await post(
      send,
      '/uploads',
      { formType: 'quote', altcha, files: described(['b.png', 'c.png', 'd.png'], 3000) },
      key,
    );
    const paths = (answer: Answer) => (answer.body.files ?? []).map((file) => file.path);
    expect(paths(second).slice(0, 2)).toEqual(paths(first).slice(1));
    expect(paths(second)[2]).not.toBe(paths(first)[0]);
    const rows = await db.sql<{ position: number; path: string; token_expires_at: Date }[]>`
      select position, path, token_expires_at from public.upload_files order by position`;
    expect(rows.map((row) => row.path)).toEqual(paths(second));
    expect(rows.every((row) => row.token_expires_at.getTime() === now + GRANT_MS)).toBe(true);
    const [replaced] = await db.sql<{ path: string }[]>`select path from public.upload_replaced_files`;
    expect(replaced?.path).toBe(paths(first)[0]);
  });

  it('asked again after a photo went up (one more picked), says that photo is in and signs only the new', async () => {
    const send = handler();
    const key = nextKey();
    const altcha = await solvedChallenge(ALTCHA, clock);
    const first = await post(
      send,
      '/uploads',
      { formType: 'quote', altcha, files: described(['a.png'], 3000) },
      key,
    );
    const [sent] = first.body.files ?? [];
    expect(
      await tusUpload(storage.url, photo(3000), {
        token: sent?.token ?? '',
        objectName: sent?.path ?? '',
        contentType: 'image/png',
      }),
    ).toMatchObject({ ok: true });
    // Storage signs no upload over an object: this was a 500, and the page waited on it for ever.
    const second = await post(
      send,
      '/uploads',
      { formType: 'quote', altcha, files: described(['a.png', 'b.png'], 3000) },
      key,
    );
    expect(second.status).toBe(200);
    const [again, added] = second.body.files ?? [];
    expect(again).toMatchObject({ path: sent?.path, uploaded: true });
    expect(again).not.toHaveProperty('token');
    expect(added?.token).toEqual(expect.any(String));
    expect(added).not.toHaveProperty('uploaded');
  });
});

describe('grants from one /64', () => {
  it('count in its window and day as submissions do: asked again once, its quote not again', async () => {
    const send = handler({ window: 5, day: 3 });
    // One subscriber's /64, any address in it.
    const at = (n: number) => `2001:db8:54:7::${n}`;
    const key = nextKey();
    const altcha = await solvedChallenge(ALTCHA, clock);
    // One solution asked again as photos are picked one by one: one grant, counted once in the window.
    for (let picked = 1; picked <= 5; picked++) {
      const names = [1, 2, 3, 4, 5].slice(0, picked).map((n) => `foto-${n}.png`);
      const answer = await post(
        send,
        '/uploads',
        { formType: 'quote', altcha, files: described(names, 2000) },
        key,
        at(picked),
      );
      expect(answer.status).toBe(200);
    }
    const grant = (
      await post(
        send,
        '/uploads',
        { formType: 'quote', altcha, files: described(['foto-1.png'], 2000) },
        key,
        at(9),
      )
    ).body;
    // Its quote: counted in the window (the request), not again in the day (the solution).
    const quote = quoteBody({ attachments: undefined, altcha });
    const files = (grant.files ?? []).map((file) => ({
      path: file.path,
      filename: file.filename,
      type: 'image/png',
      size: 2000,
    }));
    const sent = await post(send, '/', { ...quote, formData: { ...quote.formData, files } }, key, at(10));
    expect(sent.status).toBe(200);
    // Two more solutions make three in the day; the fourth gets no upload path.
    for (const n of [11, 12])
      expect(
        (
          await post(
            send,
            '/uploads',
            {
              formType: 'quote',
              altcha: await solvedChallenge(ALTCHA, clock),
              files: described(['x.png'], 2000),
            },
            nextKey(),
            at(n),
          )
        ).status,
      ).toBe(200);
    const fourth = await post(
      send,
      '/uploads',
      { formType: 'quote', altcha: await solvedChallenge(ALTCHA, clock), files: described(['y.png'], 2000) },
      nextKey(),
      at(13),
    );
    expect(fourth).toMatchObject({ status: 429, body: { error: sendEmailMessages.rateLimited.da } });
    expect(fourth.body.files).toBeUndefined();
    // The window: five requests counted (three grants, the quote, the fourth); the sixth is refused.
    const sixth = await post(
      send,
      '/uploads',
      { formType: 'quote', altcha: await solvedChallenge(ALTCHA, clock), files: described(['z.png'], 2000) },
      nextKey(),
      at(14),
    );
    expect(sixth).toMatchObject({ status: 429, body: { error: sendEmailMessages.rateLimited.da } });
    const [count] = await db.sql<
      { grants: number }[]
    >`select count(*)::int as grants from public.upload_grants`;
    expect(count?.grants).toBe(3);
  }, 60_000);

  it('holds two open grants at most, until their tokens expire', async () => {
    const send = handler();
    const ask = async (address: string) =>
      post(
        send,
        '/uploads',
        {
          formType: 'quote',
          altcha: await solvedChallenge(ALTCHA, clock),
          files: described(['a.png'], 2000),
        },
        nextKey(),
        address,
      );
    expect((await ask('2001:db8:54:8::1')).status).toBe(200);
    expect((await ask('2001:db8:54:8::2')).status).toBe(200);
    const third = await ask('2001:db8:54:8::3');
    expect(third).toMatchObject({ status: 429, body: { error: uploadGrantMessages.da.tooManyOpen } });
    // Another /64 is another client.
    expect((await ask('2001:db8:54:9::1')).status).toBe(200);

    now += GRANT_MS + TOKEN_GRACE_MS + 60_000;
    await scheduledRun(send);
    const [left] = await db.sql<{ count: number }[]>`select count(*)::int from public.upload_grants`;
    expect(left?.count).toBe(0);
    expect((await ask('2001:db8:54:8::4')).status).toBe(200);
  }, 60_000);
});

describe('a grant and the database', () => {
  it('is refused while the database is nearly full, in Danish', async () => {
    const send = handler({ databaseMaxBytes: 1000 });
    const answer = await post(
      send,
      '/uploads',
      { formType: 'quote', altcha: await solvedChallenge(ALTCHA, clock), files: described(['a.png'], 2000) },
      nextKey(),
    );
    expect(answer).toMatchObject({
      status: 507,
      body: { error: uploadGrantMessages.da.databaseFull(COMPANY) },
    });
    const [count] = await db.sql<{ count: number }[]>`select count(*)::int from public.upload_grants`;
    expect(count?.count).toBe(0);
  });

  it('shares one client counter with the files a quote sends base64, and frees it when the tokens expire', async () => {
    const MiB = 1024 * 1024;
    const send = handler({ clientShare: 3 * MiB });
    const address = '2001:db8:54:a::1';
    const granted = await post(
      send,
      '/uploads',
      {
        formType: 'quote',
        altcha: await solvedChallenge(ALTCHA, clock),
        files: described(['stor.png'], 2 * MiB),
      },
      nextKey(),
      address,
    );
    expect(granted.status).toBe(200);
    const bytes = photo(1.5 * MiB);
    const quote = async () => {
      const file = {
        filename: 'tag.png',
        type: 'image/png',
        size: bytes.length,
        content: bytes.toString('base64'),
      };
      const body = quoteBody({ attachments: [file], altcha: await solvedChallenge(ALTCHA, clock) });
      return post(send, '/', body, nextKey(), address);
    };
    // The grant's reservation holds 2 MiB of the 3: the quote's 1.5 MiB of files do not fit.
    expect((await quote()).status).toBe(507);
    now += GRANT_MS + TOKEN_GRACE_MS + 60_000;
    await scheduledRun(send);
    expect((await quote()).status).toBe(200);
  }, 60_000);
});

describe('grants from one neighbourhood (an IPv6 /48, an IPv4 /24)', () => {
  // A client's share of 10,000 bytes; its neighbourhood gets four clients' (RATE_LIMIT_NEIGHBOURHOOD_FACTOR).
  const share = 10_000;
  const grantFrom = (send: ReturnType<typeof handler>, address: string) =>
    solvedChallenge(ALTCHA, clock).then((altcha) =>
      post(
        send,
        '/uploads',
        { formType: 'quote', altcha, files: described(['a.png', 'b.png'], share / 2) },
        nextKey(),
        address,
      ),
    );
  const base64Quote = async (send: ReturnType<typeof handler>, address: string) => {
    const bytes = photo(2000);
    const file = {
      filename: 'tag.png',
      type: 'image/png',
      size: bytes.length,
      content: bytes.toString('base64'),
    };
    const body = quoteBody({ attachments: [file], altcha: await solvedChallenge(ALTCHA, clock) });
    return post(send, '/', body, nextKey(), address);
  };
  const neighbourhoodCounters = async () =>
    (
      await db.sql<{ bytes: string }[]>`
        select bytes from public.file_store_usage where scope like 'neighbourhood:%' order by scope`
    ).map((row) => Number(row.bytes));

  it.each([
    {
      kind: 'IPv6 /48',
      client: (n: number) => `2001:db8:48:${n}::1`,
      elsewhere: (n: number) => `2001:db8:49:${n}::1`,
    },
    {
      kind: 'IPv4 /24',
      client: (n: number) => `198.51.100.${n}`,
      elsewhere: (n: number) => `198.51.101.${n}`,
    },
  ])(
    'holds four clients’ file share in one $kind, then refuses grants and base64 files with 507; another is not',
    async ({ client, elsewhere }) => {
      const send = handler({ clientShare: share });
      // Four clients of the neighbourhood, each its whole share: the neighbourhood's share is full.
      for (let n = 1; n <= 4; n++) expect((await grantFrom(send, client(n))).status).toBe(200);
      expect(await neighbourhoodCounters()).toEqual([4 * share]);
      // A fifth client of it, within its own share, is refused as a client past its share is.
      // Before the quote is sent: the text does not say it was received.
      const storeFull = uploadGrantMessages.da.storeFull(COMPANY);
      expect(storeFull).not.toMatch(/modtaget/);
      expect(await grantFrom(send, client(5))).toEqual({
        status: 507,
        body: { success: false, error: storeFull, fieldErrors: { attachments: [storeFull] } },
      });
      expect((await base64Quote(send, client(6))).status).toBe(507);
      // Another neighbourhood has its own share.
      expect((await grantFrom(send, elsewhere(1))).status).toBe(200);
      expect((await base64Quote(send, elsewhere(2))).status).toBe(200);
      // Counted apart (the quote's file went with its e-mail, so only the grant counts there).
      expect((await neighbourhoodCounters()).sort((a, b) => a - b)).toEqual([share, 4 * share]);

      // Once the grants' tokens expired, the neighbourhood's share is free again.
      now += GRANT_MS + TOKEN_GRACE_MS + 60_000;
      await scheduledRun(send);
      expect((await grantFrom(send, client(5))).status).toBe(200);
    },
    60_000,
  );

  it('counts no neighbourhood with RATE_LIMIT_NEIGHBOURHOOD_FACTOR 0', async () => {
    const send = handler({ clientShare: share, neighbourhoodFactor: 0 });
    for (let n = 1; n <= 5; n++) expect((await grantFrom(send, `2001:db8:48:${n}::1`)).status).toBe(200);
    expect(await neighbourhoodCounters()).toEqual([]);
    const [kept] = await db.sql<{ count: number }[]>`
      select count(*)::int from public.upload_grants where neighbourhood_hash is not null`;
    expect(kept?.count).toBe(0);
  });

  it('forgets the neighbourhood’s hash when the client’s is forgotten', async () => {
    const send = handler({ clientShare: share });
    expect((await grantFrom(send, '2001:db8:48:1::1')).status).toBe(200);
    expect((await base64Quote(send, '2001:db8:48:2::1')).status).toBe(200);
    const kept = await db.sql<{ neighbourhood_hash: string | null }[]>`
      select neighbourhood_hash from public.upload_grants
      union all select neighbourhood_hash from public.form_submissions`;
    expect(kept.map((row) => row.neighbourhood_hash)).toEqual([expect.any(String), expect.any(String)]);
    // The rules that forget a client (grant-hashes.ts, apply_retention) set `client_hash` to null.
    await db.sql`update public.upload_grants set client_hash = null`;
    await db.sql`update public.form_submissions set client_hash = null`;
    const forgotten = await db.sql<{ neighbourhood_hash: string | null }[]>`
      select neighbourhood_hash from public.upload_grants
      union all select neighbourhood_hash from public.form_submissions`;
    expect(forgotten.map((row) => row.neighbourhood_hash)).toEqual([null, null]);
  });
});
