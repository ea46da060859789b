// Click-to-edit in the preview: every owner-written string of a live query result carries, invisibly
// (stega, the encoding Sanity's overlays read), the document and field it came from. The local
// Content Lake has no content source maps, so the documents' places in each result are declared here.
import { vercelStegaCombine } from '@vercel/stega';

/** Where a document sits in a query result: `''` the root, `'items.*'` each element of `items`. */
export interface DocumentAt {
  at: string;
  type: string;
  /** A singleton's fixed id; otherwise the result's `_id` there. */
  id?: string;
}

/** Fields that are identifiers, links or values the site compares, never text to click on. */
const NOT_TEXT = new Set([
  'slug',
  'url',
  'href',
  'category',
  'icon',
  'email',
  'phone',
  'siteUrl',
  'socialUrl',
  'lqip',
  'days',
  'opens',
  'closes',
  'lastUpdated',
  'style',
  'listItem',
  'marks',
  'markDefs',
  'offerServiceType',
]);

interface Place {
  id: string;
  type: string;
  path: string;
}

function editHref({ id, type, path }: Place): string {
  return `/intent/edit/mode=presentation;id=${encodeURIComponent(id)};type=${encodeURIComponent(type)};path=${encodeURIComponent(path)}`;
}

function fieldPath(parent: string, key: string | number, item: unknown): string {
  if (typeof key === 'string') return parent ? `${parent}.${key}` : key;
  const itemKey = (item as { _key?: unknown } | null)?._key;
  return `${parent}[${typeof itemKey === 'string' ? `_key=="${itemKey}"` : key}]`;
}

function walk(
  value: unknown,
  at: string,
  place: Place | undefined,
  documents: readonly DocumentAt[],
): unknown {
  const declared = documents.find((document) => document.at === at);
  const id = declared && (declared.id ?? (value as { _id?: unknown } | null)?._id);
  const here: Place | undefined =
    declared && typeof id === 'string' ? { id, type: declared.type, path: '' } : place;
  if (typeof value === 'string')
    return here?.path && value.trim()
      ? vercelStegaCombine(value, { origin: 'sanity.io', href: editHref(here) })
      : value;
  if (Array.isArray(value))
    return value.map((item, index) =>
      walk(
        item,
        at ? `${at}.*` : '*',
        here && { ...here, path: fieldPath(here.path, index, item) },
        documents,
      ),
    );
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      key.startsWith('_') || NOT_TEXT.has(key)
        ? field
        : walk(
            field,
            at ? `${at}.${key}` : key,
            here && { ...here, path: fieldPath(here.path, key, field) },
            documents,
          ),
    ]),
  );
}

/** The result with each owner-written string marked with its document and field. */
export function withEditLinks<T>(result: T, documents: readonly DocumentAt[]): T {
  return walk(result, '', undefined, documents) as T;
}
