// The local Content Lake is on 127.0.0.1, which every web page the owner visits can address. A page of
// another origin must neither read a draft nor write a document, nor reach the lake through a DNS name
// rebound to 127.0.0.1; the site's own origin still reads published content (docs/decisions/026).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { createClient } from '@sanity/client';
import { chromiumFlags, chromiumPath } from '../chromium.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const contentPort = Number(process.env.CONTENT_PORT ?? 3400);
const lakeUrl = `http://127.0.0.1:${contentPort}`;
/** Where the stack's lake keeps its API token (scripts/stack.ts contentEnv), readable by this user only. */
const tokenFile = resolve(
  process.env.CONTENT_DATA_DIR ?? resolve(repoRoot, '.data/content-lake'),
  'api-token',
);
const reboundHost = 'rebound.test';

// Chromium resolves the attacker's name to the loopback address, as a rebound DNS record would.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumFlags, `--host-resolver-rules=MAP ${reboundHost} 127.0.0.1`],
  },
});

const probeId = `e2e-lake-access-${randomUUID().slice(0, 8)}`;
const draftTitle = 'Kladde som ingen anden side må læse';
const queryPath = (query: string, perspective: string) =>
  `/v2025-02-19/data/query/production?perspective=${perspective}&query=${encodeURIComponent(query)}`;

let foreign: Server;
let foreignUrl: string;
let owner: ReturnType<typeof createClient>;

test.beforeAll(async () => {
  owner = createClient({
    projectId: 'nordkyst',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: lakeUrl,
    useProjectHostname: false,
    useCdn: false,
    token: (await readFile(tokenFile, 'utf8')).trim(),
  });
  await owner.createOrReplace({ _id: `drafts.${probeId}`, _type: 'e2eProbe', title: draftTitle });
  // Another web site: an empty page on another port, whose scripts the spec runs.
  foreign = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>En anden side</title><p>En anden side</p>');
  });
  await new Promise<void>((listening) => foreign.listen(0, '127.0.0.1', listening));
  foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  await owner?.delete(`drafts.${probeId}`);
  await new Promise((closed) => foreign?.close(closed));
});

test('a page of another origin can neither read a draft nor write a document', async ({ page }) => {
  await page.goto(foreignUrl);
  const attempts = await page.evaluate(
    async ({ lakeUrl, readPath, probeId }) => {
      const outcome = (request: Promise<Response>) =>
        request.then(
          (response) => (response.type === 'opaque' ? 'opaque' : `read ${response.status}`),
          () => 'blocked',
        );
      const mutation = JSON.stringify({
        mutations: [
          { createOrReplace: { _id: probeId, _type: 'e2eProbe', title: 'Skrevet af en anden side' } },
        ],
      });
      return {
        readDraft: await outcome(fetch(`${lakeUrl}${readPath}`)),
        writeJson: await outcome(
          fetch(`${lakeUrl}/v2025-02-19/data/mutate/production`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: mutation,
          }),
        ),
        // A "simple" request goes out without asking first; the lake must refuse it on its own.
        writeSimple: await outcome(
          fetch(`${lakeUrl}/v2025-02-19/data/mutate/production`, {
            method: 'POST',
            mode: 'no-cors',
            headers: { 'content-type': 'text/plain' },
            body: mutation,
          }),
        ),
      };
    },
    { lakeUrl, readPath: queryPath(`*[_id == "${probeId}"][0].title`, 'drafts'), probeId },
  );
  expect(attempts).toEqual({ readDraft: 'blocked', writeJson: 'blocked', writeSimple: 'opaque' });

  // A form posted to the lake is a navigation the page cannot read either; the lake refuses it too.
  await page.setContent(
    `<form method="post" enctype="text/plain" action="${lakeUrl}/v2025-02-19/data/mutate/production">
      <input name='{"mutations":[{"create":{"_id":"${probeId}","_type":"e2eProbe","x":"' value='"}}]}'>
      <button>Send</button></form>`,
  );
  const [formAnswer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/data/mutate/production')),
    page.getByRole('button').click(),
  ]);
  expect(formAnswer.status()).toBe(401);

  // Nothing was written, and the draft is the owner's alone.
  expect(await owner.fetch(`*[_id == $id][0]`, { id: probeId }, { perspective: 'raw' })).toBeNull();
  expect(
    await owner.fetch(`*[_id == $id][0].title`, { id: `drafts.${probeId}` }, { perspective: 'raw' }),
  ).toBe(draftTitle);
});

test('a DNS name rebound to 127.0.0.1 does not reach the lake', async ({ page }) => {
  const response = await page.goto(
    `http://${reboundHost}:${contentPort}${queryPath('count(*)', 'published')}`,
  );
  expect(response?.status()).toBe(403);
  expect(await page.textContent('body')).toContain('is not this content server');
});

test.describe("the site's own origin", () => {
  // The public site's CSP lets its pages connect to no content API (they are prerendered); the page's
  // own policy is set aside so that what is checked is the lake's CORS answer to this origin.
  test.use({ bypassCSP: true });

  test("reads published content, and no draft without the Studio's token", async ({ page }) => {
    await page.goto('/');
    const answers = await page.evaluate(
      async ({ lakeUrl, published, draft }) => {
        const read = async (path: string) =>
          ((await (await fetch(`${lakeUrl}${path}`)).json()) as { result: unknown }).result;
        return { published: await read(published), draft: await read(draft) };
      },
      {
        lakeUrl,
        published: queryPath('*[_id == "siteSettings"][0].companyName', 'published'),
        draft: queryPath(`*[_id == "${probeId}"][0].title`, 'drafts'),
      },
    );
    expect(answers).toEqual({ published: 'Nordkyst Byg ApS', draft: null });
  });
});
