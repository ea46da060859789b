// A store seeded by an earlier release meets a newer seed: through a restart of the real server and the
// real @sanity/client, what the seed adds arrives and what the owner did stays.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureSeed } from '../test-support/fixture.ts';
import { type LakeServer, startLakeServer } from '../test-support/lake-server.ts';
import { createContentLake } from './content-lake.ts';
import type { SanityDocument } from './documents.ts';
import { seedUpgrade } from './seed-upgrade.ts';

let lake: LakeServer;

beforeAll(async () => {
  lake = await startLakeServer();
});

afterAll(async () => {
  await lake?.remove();
});

/** Rewrites the fixture seed's documents, as a later release's seed would differ. */
async function editSeed(edit: (documents: SanityDocument[]) => SanityDocument[]): Promise<void> {
  const file = join(lake.fixture.seedDir, 'production.ndjson');
  const documents = (await readFile(file, 'utf8'))
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SanityDocument);
  await writeFile(
    file,
    `${edit(documents)
      .map((document) => JSON.stringify(document))
      .join('\n')}\n`,
  );
}

describe('a store seeded by an earlier release', () => {
  it('gets the fields and documents a newer seed adds, and keeps every edit the owner made', async () => {
    // The owner's day: a new hero title, the featured projects removed, a draft of the settings.
    await lake.client
      .patch('homePage')
      .set({ heroTitle: 'Ejerens titel' })
      .unset(['featuredProjects'])
      .commit();
    await lake.client.createOrReplace({
      _id: 'drafts.siteSettings',
      _type: 'siteSettings',
      companyName: 'Kladde ApS',
    });
    await lake.client.delete('service-erhverv');

    await editSeed((documents) => [
      ...documents.map((document) =>
        document._id === 'homePage'
          ? { ...document, heroTitle: 'Ny seed-titel', contactHeading: 'Kontakt os i dag' }
          : document._id === 'siteSettings'
            ? { ...document, invitationHeading: 'Klar til at komme i gang?' }
            : document,
      ),
      { _id: 'quotePage', _type: 'quotePage', heading: 'Få et tilbud' },
    ]);
    await lake.restart();

    const home = await lake.client.getDocument('homePage');
    expect(home).toMatchObject({ heroTitle: 'Ejerens titel', contactHeading: 'Kontakt os i dag' });
    expect(home?.featuredProjects).toBeUndefined();
    expect(await lake.client.getDocument('siteSettings')).toMatchObject({
      invitationHeading: 'Klar til at komme i gang?',
    });
    expect(await lake.client.getDocument('drafts.siteSettings')).toMatchObject({
      companyName: 'Kladde ApS',
      invitationHeading: 'Klar til at komme i gang?',
    });
    expect(await lake.client.getDocument('quotePage')).toMatchObject({ heading: 'Få et tilbud' });
    // Deleted by the owner: it was in the store before, so the seed does not bring it back.
    expect(await lake.client.getDocument('service-erhverv')).toBeUndefined();
  });

  it('takes nothing from a seed folder other than the one it was made from', async () => {
    const other = await createFixtureSeed();
    await writeFile(
      join(other.seedDir, 'production.ndjson'),
      `${JSON.stringify({ _id: 'homePage', _type: 'homePage', heroTitle: 'Andet datasæt', otherField: 'x' })}\n`,
    );
    // A second process on the same store, as `CONTENT_SEED_DIR=<other> pnpm build` would start.
    const store = await createContentLake({
      seedDir: other.seedDir,
      cacheDir: other.cacheDir,
      dataDir: lake.dataDir,
    });
    expect(store.get('homePage')).toMatchObject({ heroTitle: 'Ejerens titel' });
    expect(store.get('homePage')?.otherField).toBeUndefined();
    store.close();
    await other.remove();
  }, 20_000);

  it('does nothing on a restart once it is up to the seed', async () => {
    const before = (await lake.client.getDocument('homePage'))?._rev;
    await lake.restart();
    expect((await lake.client.getDocument('homePage'))?._rev).toBe(before);
  });
});

describe('seedUpgrade', () => {
  const history = (revisions: Record<string, SanityDocument[]>) => ({
    current: (id: string) => revisions[id]?.at(-1),
    revisions: (id: string) => revisions[id] ?? [],
  });

  it('adds a field only where no revision of the document or its draft ever had it', () => {
    const seed = [{ _id: 'page', _type: 'page', title: 'Seed', intro: 'Ny', note: 'Ny note' }];
    const mutations = seedUpgrade(
      seed,
      history({
        page: [
          { _id: 'page', _type: 'page', title: 'Seed', intro: 'Gammel' },
          { _id: 'page', _type: 'page', title: 'Ejer' },
        ],
      }),
    );
    expect(mutations).toEqual([{ patch: { id: 'page', setIfMissing: { note: 'Ny note' } } }]);
  });

  it('creates a document the store never had, and leaves one the owner deleted', () => {
    const seed = [
      { _id: 'new', _type: 'page', title: 'Ny' },
      { _id: 'gone', _type: 'page', title: 'Slettet' },
    ];
    const mutations = seedUpgrade(
      seed,
      history({ gone: [{ _id: 'gone', _type: 'page', title: 'Slettet' }] }),
    );
    expect(mutations).toEqual([{ createIfNotExists: seed[0] }]);
  });
});
