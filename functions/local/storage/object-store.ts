import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../../_shared/clock.ts';

/** An object's row as Supabase's `storage.objects` holds it, with the metadata its backend records. */
export type StoredObject = {
  id: string;
  name: string;
  bucket_id: string;
  version: string;
  owner: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
  metadata: {
    eTag: string;
    size: number;
    mimetype: string;
    cacheControl: string;
    lastModified: string;
    contentLength: number;
    httpStatusCode: number;
  };
  user_metadata: Record<string, unknown> | null;
};

export type NewObject = {
  contentType: string;
  cacheControl: string;
  version?: string;
  owner?: string | null;
  userMetadata?: Record<string, unknown> | null;
};

export type ObjectStore = ReturnType<typeof createObjectStore>;

/**
 * The bytes and rows of finished objects on disk: `objects/<bucket>/<name>` and `meta/<bucket>/<name>.json`,
 * each name percent-encoded into one file name, so no name can reach another folder. Folders 0700,
 * files 0600, as the rest of `.data`.
 */
export function createObjectStore(dir: string, clock: Clock) {
  const file = (bucket: string, name: string) => join(dir, 'objects', bucket, encodeURIComponent(name));
  const metaFile = (bucket: string, name: string) =>
    join(dir, 'meta', bucket, `${encodeURIComponent(name)}.json`);

  async function find(bucket: string, name: string): Promise<StoredObject | null> {
    const text = await readFile(metaFile(bucket, name), 'utf8').catch(() => null);
    return text === null ? null : (JSON.parse(text) as StoredObject);
  }

  async function all(bucket: string): Promise<StoredObject[]> {
    const names = await readdir(join(dir, 'meta', bucket)).catch(() => [] as string[]);
    const found = await Promise.all(
      names.map((entry) => find(bucket, decodeURIComponent(entry.replace(/\.json$/, '')))),
    );
    return found.filter((object): object is StoredObject => object !== null);
  }

  return {
    find,
    all,
    /** Where the bytes of an object are, to stream them. */
    file,
    read: (bucket: string, name: string, range?: { start: number; end: number }) =>
      createReadStream(file(bucket, name), range),

    /** Makes the finished upload at `source` (same file system) the object `bucket/name`. */
    async put(bucket: string, name: string, source: string, details: NewObject): Promise<StoredObject> {
      await mkdir(join(dir, 'objects', bucket), { recursive: true, mode: 0o700 });
      await mkdir(join(dir, 'meta', bucket), { recursive: true, mode: 0o700 });
      const eTag = `"${await md5(source)}"`;
      const { size } = await stat(source);
      await rename(source, file(bucket, name));
      const now = new Date(clock.now()).toISOString();
      const previous = await find(bucket, name);
      const object: StoredObject = {
        id: previous?.id ?? randomUUID(),
        name,
        bucket_id: bucket,
        version: details.version ?? randomUUID(),
        owner: details.owner ?? null,
        created_at: previous?.created_at ?? now,
        updated_at: now,
        last_accessed_at: now,
        metadata: {
          eTag,
          size,
          mimetype: details.contentType,
          cacheControl: details.cacheControl,
          lastModified: new Date(clock.now()).toUTCString(),
          contentLength: size,
          httpStatusCode: 200,
        },
        user_metadata: details.userMetadata ?? null,
      };
      await writeFile(metaFile(bucket, name), JSON.stringify(object), { mode: 0o600 });
      return object;
    },

    /** Makes `bytes` the object `bucket/name` (a standard upload), through a file of its own. */
    async putBytes(
      bucket: string,
      name: string,
      bytes: Uint8Array,
      details: NewObject,
    ): Promise<StoredObject> {
      await mkdir(join(dir, 'incoming'), { recursive: true, mode: 0o700 });
      const source = join(dir, 'incoming', randomUUID());
      await writeFile(source, bytes, { mode: 0o600 });
      return this.put(bucket, name, source, details);
    },

    /** Deletes the named objects that exist; answers their rows (Supabase's `remove`). */
    async remove(bucket: string, names: readonly string[]): Promise<StoredObject[]> {
      const deleted: StoredObject[] = [];
      for (const name of new Set(names)) {
        const object = await find(bucket, name);
        if (!object) continue;
        await rm(metaFile(bucket, name), { force: true });
        await rm(file(bucket, name), { force: true });
        deleted.push(object);
      }
      return deleted;
    },
  };
}

async function md5(path: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
