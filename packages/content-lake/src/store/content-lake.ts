// The local Content Lake: documents in SQLite (see database.ts), held in memory for GROQ, changed only by
// transactions of mutations or actions. Each commit is written before it is acknowledged, then announced
// to `onCommit` listeners (the listen endpoint, the publish webhook).
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { evaluate, parse } from 'groq-js';
import type { ImageAsset } from '../images/image-asset.ts';
import { mutationsOfAction, type SanityAction } from './actions.ts';
import { inTransaction, openDatabase } from './database.ts';
import type { SanityDocument } from './documents.ts';
import { failure } from './errors.ts';
import { applyMutations, type DocumentChange, type SanityMutation } from './mutations.ts';
import { buildView, type DocumentView, type Perspective } from './perspective.ts';
import { loadSeed } from './seed.ts';
import { seedUpgrade } from './seed-upgrade.ts';
import { createUploads, type Uploads } from './uploads.ts';

export type ContentLakeOptions = {
  /** The folder with `production.ndjson` and its images, loaded into an empty store. */
  seedDir: string;
  /** Where the store lives; without it the store is in memory and gone on close. */
  dataDir?: string;
  /** LQIPs, transformed images and (for an in-memory store) uploads. */
  cacheDir: string;
  projectId?: string;
  dataset?: string;
};

/** A committed transaction, as `onCommit` listeners receive it. */
export type CommittedTransaction = {
  id: string;
  timestamp: string;
  author: string;
  mutations: SanityMutation[];
  /** Every document it changed, with its state before and after (null: absent). */
  changes: DocumentChange[];
};

export type CommitOptions = { transactionId?: string; author?: string };

export type CommitListener = (transaction: CommittedTransaction) => void;

export type ContentLake = {
  readonly projectId: string;
  readonly dataset: string;
  /** Grows with every change, from this process or another one (the reset command). */
  readonly version: number;
  get(id: string): SanityDocument | undefined;
  view(perspective: Perspective): DocumentView;
  mutate(mutations: SanityMutation[], options?: CommitOptions): Promise<CommittedTransaction>;
  act(actions: SanityAction[], options?: CommitOptions): Promise<CommittedTransaction>;
  /** Calls `listener` after each commit; returns the unsubscribe function. */
  onCommit(listener: CommitListener): () => void;
  /** A seed image or an uploaded one, by the file name image URLs use. */
  image(fileName: string): ImageAsset | undefined;
  uploadImage(bytes: Uint8Array, originalFilename: string): Promise<SanityDocument>;
  /** Image asset documents carry absolute URLs, known once the server listens. */
  setBaseUrl(url: string): void;
  readonly database: DatabaseSync;
  close(): void;
};

const systemAuthor = 'system';

/** Sanity's transaction ids are random strings of letters and digits. */
export function newTransactionId(): string {
  return randomBytes(16).toString('base64url').replace(/[-_]/g, '').slice(0, 22);
}

function parseDocument(body: string): SanityDocument {
  return JSON.parse(body) as SanityDocument;
}

/**
 * Loads the seed as the store's first transaction, into an empty store, or (`replace`) in place of
 * everything, history included, in the same SQLite transaction. Returns the seed folder a store it left
 * alone was made from, null when it seeded now.
 */
export async function seedStore(
  database: DatabaseSync,
  options: { seedDir: string; cacheDir: string; projectId: string; dataset: string; replace?: boolean },
): Promise<string | null> {
  const seeded = database.prepare("SELECT value FROM meta WHERE key = 'seededFrom'").get() as
    | { value: string }
    | undefined;
  if (seeded && !options.replace) return seeded.value;
  const { documents } = await loadSeed(options);
  const id = newTransactionId();
  const timestamp = new Date().toISOString();
  inTransaction(database, () => {
    database.exec(
      'DELETE FROM revisions; DELETE FROM transactions; DELETE FROM documents; DELETE FROM meta;',
    );
    const { lastInsertRowid: seq } = database
      .prepare('INSERT INTO transactions (id, timestamp, author, mutations) VALUES (?, ?, ?, ?)')
      .run(id, timestamp, systemAuthor, '[]');
    const insertDocument = database.prepare('INSERT INTO documents (id, body) VALUES (?, ?)');
    const insertRevision = database.prepare(
      'INSERT INTO revisions (document_id, seq, previous_rev, body) VALUES (?, ?, NULL, ?)',
    );
    for (const document of documents) {
      const body = JSON.stringify({ _createdAt: timestamp, _updatedAt: timestamp, ...document, _rev: id });
      insertDocument.run(document._id, body);
      insertRevision.run(document._id, seq, body);
    }
    database.prepare("INSERT INTO meta (key, value) VALUES ('seededFrom', ?)").run(options.seedDir);
  });
  return null;
}

export async function createContentLake(options: ContentLakeOptions): Promise<ContentLake> {
  const projectId = options.projectId ?? 'nordkyst';
  const dataset = options.dataset ?? 'production';
  const database = openDatabase(options.dataDir);
  const seedOptions = { seedDir: options.seedDir, cacheDir: options.cacheDir, projectId, dataset };
  const keptFrom = await seedStore(database, seedOptions);
  // The seed's image files are served from the seed folder; uploads from the data folder.
  const { documents: seedDocuments, images: seedImages } = await loadSeed(seedOptions);
  const uploads: Uploads = await createUploads({
    dir: join(options.dataDir ?? join(options.cacheDir, 'uploads'), 'images'),
    cacheDir: options.cacheDir,
    projectId,
    dataset,
  });

  const documents = new Map<string, SanityDocument>();
  const listeners = new Set<CommitListener>();
  const views = new Map<Perspective, DocumentView>();
  let baseUrl = '';
  let version = 0;
  let dataVersion = -1;
  let queue: Promise<unknown> = Promise.resolve();

  // Checked before every read: prepared once, it costs a few microseconds.
  const dataVersionStatement = database.prepare('PRAGMA data_version');
  const dataVersionOf = () => Number((dataVersionStatement.get() as { data_version: number }).data_version);

  /** Asset URLs point at this server, wherever it was when the asset was stored. */
  function withUrl(document: SanityDocument): SanityDocument {
    if (document._type === 'sanity.imageAsset' && typeof document.path === 'string') {
      document.url = `${baseUrl}/${document.path}`;
    }
    return document;
  }

  function changed() {
    version++;
    views.clear();
  }

  function load() {
    documents.clear();
    for (const row of database.prepare('SELECT body FROM documents').all() as { body: string }[]) {
      const document = withUrl(parseDocument(row.body));
      documents.set(document._id, document);
    }
    dataVersion = dataVersionOf();
    changed();
  }

  /**
   * Another process (the reset command) may have written the file. Once closed (a restart, a shutdown),
   * work still queued, such as the live sync tags of the last commit, reads what is loaded.
   */
  function refresh() {
    if (database.isOpen && dataVersionOf() !== dataVersion) load();
  }

  load();

  function read(id: string) {
    return documents.get(id);
  }

  async function select(query: string, params: Record<string, unknown>): Promise<string[]> {
    let result: unknown;
    try {
      const value = await evaluate(parse(query, { params }), {
        dataset: buildView(documents.values(), 'raw').documents,
        params,
      });
      result = await value.get();
    } catch (error) {
      throw failure(400, 0, 'queryParseError', `Query "${query}" failed: ${(error as Error).message}`);
    }
    const list = Array.isArray(result) ? result : [result];
    return list.flatMap((item) =>
      typeof (item as SanityDocument)?._id === 'string' ? [(item as SanityDocument)._id] : [],
    );
  }

  function persist(transaction: CommittedTransaction) {
    inTransaction(database, () => {
      const { lastInsertRowid: seq } = database
        .prepare('INSERT INTO transactions (id, timestamp, author, mutations) VALUES (?, ?, ?, ?)')
        .run(
          transaction.id,
          transaction.timestamp,
          transaction.author,
          JSON.stringify(transaction.mutations),
        );
      const upsert = database.prepare('INSERT OR REPLACE INTO documents (id, body) VALUES (?, ?)');
      const remove = database.prepare('DELETE FROM documents WHERE id = ?');
      const revision = database.prepare(
        'INSERT INTO revisions (document_id, seq, previous_rev, body) VALUES (?, ?, ?, ?)',
      );
      for (const { id, before, after } of transaction.changes) {
        const body = after ? JSON.stringify(after) : null;
        if (body) upsert.run(id, body);
        else remove.run(id);
        revision.run(id, seq, before?._rev ?? null, body);
      }
    });
    dataVersion = dataVersionOf();
  }

  /** Commits run one at a time: each reads what the previous one wrote. */
  function serially<T>(work: () => Promise<T>): Promise<T> {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  }

  async function commit(
    plan: (context: { read: typeof read; transactionId: string; timestamp: string }) => Promise<{
      mutations: SanityMutation[];
      changes: DocumentChange[];
    }>,
    options: CommitOptions,
  ): Promise<CommittedTransaction> {
    return serially(async () => {
      refresh();
      const id = options.transactionId ?? newTransactionId();
      if (typeof id !== 'string' || !/^[A-Za-z0-9._-]{1,128}$/.test(id)) {
        throw failure(400, 0, 'invalidTransactionIdError', `Malformed transaction ID: "${String(id)}"`);
      }
      if (database.prepare('SELECT 1 FROM transactions WHERE id = ?').get(id)) {
        throw failure(409, 0, 'transactionIdConflictError', `Transaction ID "${id}" has already been used`);
      }
      const timestamp = new Date().toISOString();
      const { mutations, changes } = await plan({ read, transactionId: id, timestamp });
      for (const change of changes) if (change.after) withUrl(change.after);
      const transaction: CommittedTransaction = {
        id,
        timestamp,
        author: options.author ?? systemAuthor,
        mutations,
        changes,
      };
      if (changes.length === 0) return transaction;
      persist(transaction);
      for (const { id: documentId, after } of changes) {
        if (after) documents.set(documentId, after);
        else documents.delete(documentId);
      }
      changed();
      for (const listener of listeners) {
        try {
          listener(transaction);
        } catch (error) {
          console.error('content: a commit listener failed:', error);
        }
      }
      return transaction;
    });
  }

  const lake: ContentLake = {
    projectId,
    dataset,
    get version() {
      refresh();
      return version;
    },
    database,
    get(id) {
      refresh();
      return documents.get(id);
    },
    view(perspective) {
      refresh();
      let view = views.get(perspective);
      if (!view) {
        view = buildView(documents.values(), perspective);
        views.set(perspective, view);
      }
      return view;
    },
    mutate(mutations, options = {}) {
      return commit(
        async ({ read: readDocument, transactionId, timestamp }) => ({
          mutations,
          changes: await applyMutations(mutations, { read: readDocument, transactionId, timestamp, select }),
        }),
        options,
      );
    },
    act(actions, options = {}) {
      return commit(async ({ read: readDocument, transactionId, timestamp }) => {
        if (!Array.isArray(actions) || actions.length === 0) {
          throw failure(400, 0, 'invalidActionError', 'The request needs a non-empty "actions" array');
        }
        // Each action reads the documents as the earlier actions of the transaction left them.
        const pending = new Map<string, SanityDocument | null>();
        const readPending = (id: string) =>
          pending.has(id) ? (pending.get(id) ?? undefined) : readDocument(id);
        const mutations: SanityMutation[] = [];
        for (const [index, action] of actions.entries()) {
          const own = mutationsOfAction(action, index, readPending);
          for (const change of await applyMutations(own, {
            read: readPending,
            transactionId,
            timestamp,
            select,
          })) {
            pending.set(change.id, change.after);
          }
          mutations.push(...own);
        }
        return {
          mutations,
          changes: await applyMutations(mutations, { read: readDocument, transactionId, timestamp, select }),
        };
      }, options);
    },
    onCommit(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    image(fileName) {
      return seedImages.get(fileName) ?? uploads.find(fileName);
    },
    async uploadImage(bytes, originalFilename) {
      const asset = await uploads.store(bytes, originalFilename);
      const existing = lake.get(asset.document._id);
      if (existing) return existing;
      await lake.mutate([{ createIfNotExists: { ...asset.document } }]);
      return lake.get(asset.document._id) ?? withUrl({ ...asset.document });
    },
    setBaseUrl(url) {
      baseUrl = url;
      for (const document of documents.values()) withUrl(document);
      for (const asset of seedImages.values()) withUrl(asset.document as unknown as SanityDocument);
      changed();
    },
    close() {
      database.close();
    },
  };
  // Only from the seed the store was made from: another seed folder is another dataset.
  if (keptFrom !== null && resolve(keptFrom) === resolve(options.seedDir))
    await upgradeFromSeed(lake, seedDocuments);
  return lake;
}

/** Brings a store seeded by an earlier release up to the seed (seed-upgrade.ts), as one transaction. */
async function upgradeFromSeed(lake: ContentLake, seed: SanityDocument[]): Promise<void> {
  const revisions = lake.database.prepare(
    'SELECT body FROM revisions WHERE document_id = ? AND body IS NOT NULL ORDER BY seq',
  );
  const mutations = seedUpgrade(seed, {
    current: (id) => lake.get(id),
    revisions: (id) => (revisions.all(id) as { body: string }[]).map((row) => parseDocument(row.body)),
  });
  if (mutations.length === 0) return;
  await lake.mutate(mutations);
  const created = mutations.filter((mutation) => 'createIfNotExists' in mutation).length;
  console.log(
    `content: brought the store up to the seed (${created} new documents, ${mutations.length - created} documents with new fields)`,
  );
}
