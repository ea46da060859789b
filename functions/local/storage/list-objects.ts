import type { StoredObject } from './object-store.ts';

export type ListOptions = {
  prefix?: string;
  limit?: number;
  offset?: number;
  search?: string;
  sortBy?: { column?: string; order?: string };
};

type Entry = Pick<StoredObject, 'name' | 'updated_at' | 'created_at' | 'last_accessed_at'> & {
  id: string | null;
  metadata: StoredObject['metadata'] | null;
};

const COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;

/**
 * Supabase's `list` (`storage.search`): the objects and folders one level under `prefix`, named
 * relative to it, a folder with no id, timestamps or metadata; `search` keeps names starting with it
 * (any case); sorted by `sortBy` (name, ascending by default), then `offset` and `limit` (100).
 */
export function listObjects(objects: readonly StoredObject[], options: ListOptions): Entry[] {
  const base = options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '';
  const search = (options.search ?? '').toLowerCase();
  const files: Entry[] = [];
  const folders = new Set<string>();
  for (const object of objects) {
    if (!object.name.startsWith(base)) continue;
    const rest = object.name.slice(base.length);
    const slash = rest.indexOf('/');
    const name = slash === -1 ? rest : rest.slice(0, slash);
    if (!name.toLowerCase().startsWith(search)) continue;
    if (slash !== -1) folders.add(name);
    else files.push({ ...pick(object), name });
  }
  const entries = [
    ...[...folders].map((name) => ({
      name,
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    })),
    ...files,
  ] as Entry[];
  const column = COLUMNS.find((known) => known === options.sortBy?.column) ?? 'name';
  const direction = options.sortBy?.order?.toLowerCase() === 'desc' ? -1 : 1;
  entries.sort((a, b) => direction * String(a[column] ?? '').localeCompare(String(b[column] ?? '')));
  const offset = options.offset ?? 0;
  return entries.slice(offset, offset + (options.limit ?? 100));
}

function pick(object: StoredObject): Entry {
  const { name, id, updated_at, created_at, last_accessed_at, metadata } = object;
  return { name, id, updated_at, created_at, last_accessed_at, metadata };
}
